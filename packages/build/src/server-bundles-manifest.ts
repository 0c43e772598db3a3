import webpack, { type Compiler } from 'webpack';
import { integrityOf, serverPinFile, type ServerBundlesManifest } from '@inklined/server-kit/server-bundles';

/**
 * Writes `bundles.json` (each server bundle's hash) and `pin.txt` (the hash of bundles.json)
 * beside a remote's server bundles. The pin is what a deployment puts in the shell's
 * configuration for this release: the shell runs a bundle only if bundles.json matches the pin
 * and the bundle matches bundles.json (shell/server/remote-server-modules.ts).
 */
export class ServerBundlesManifestPlugin {
  /** `shared`: what the release requires of each shared library (sharedRequirements). */
  constructor(private readonly shared: Readonly<Record<string, string>>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServerBundlesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerBundlesManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const bundles = Object.fromEntries(
            Object.keys(assets)
              .filter((name) => name.endsWith('.js'))
              .sort()
              .map((name) => [name, integrityOf(assets[name]!.buffer())]),
          );
          const manifest = `${JSON.stringify({ bundles, shared: this.shared } satisfies ServerBundlesManifest, null, 2)}\n`;
          compilation.emitAsset('bundles.json', new webpack.sources.RawSource(manifest));
          compilation.emitAsset(serverPinFile, new webpack.sources.RawSource(`${integrityOf(manifest)}\n`));
        },
      );
    });
  }
}
