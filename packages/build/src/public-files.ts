import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

/**
 * Emits every file of an app's `public/` folder at the root of its build, under its own name: the
 * icons and the web manifest, which browsers ask for at fixed addresses (/favicon.svg,
 * /apple-touch-icon.png, /site.webmanifest), so their names carry no hash.
 */
export class PublicFilesPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}
