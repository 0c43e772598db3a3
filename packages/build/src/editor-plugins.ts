import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { editorCollectionFile, isEditorCollection } from '@inklined/contracts/editor-collection';
import { runCollectionModule } from '@inklined/content/run-collection-module';
import { editorFiles } from './editor-files';

/**
 * Writes a remote's collections for the editor at /admin, `editor/<name>.json` beside its remote
 * entry, from its `*-editor.collection.ts` modules (generated from the collections' schemas). The
 * shell's server reads them from the remote's release, so the fields are always those of the
 * schema the remote was built with. Rewritten when a schema or its folder changes.
 */
export class EditorCollectionsPlugin {
  constructor(private readonly modules: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EditorCollectionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EditorCollectionsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const module of this.modules) {
            const file = path.resolve(compiler.context, module);
            const { value, folder, modules } = runCollectionModule(file);
            if (!isEditorCollection(value)) throw new Error(`${module} must default-export defineEditorCollection(…)`);
            compilation.fileDependencies.add(file);
            for (const own of modules) compilation.fileDependencies.add(own);
            compilation.contextDependencies.add(folder);
            compilation.emitAsset(
              editorCollectionFile(value.name),
              new webpack.sources.RawSource(JSON.stringify(value)),
            );
          }
        },
      );
    });
  }
}

/**
 * Puts the editor's own files (Decap CMS's bundle, editor-files.ts) under `admin/` in the shell's
 * build, each with its compressions; the servers answer /admin itself (shell/server/editor/).
 */
export class EditorFilesPlugin {
  constructor(private readonly cacheDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('EditorFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EditorFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [name, body] of await editorFiles(this.cacheDir)) {
            // The bundle's own code: neither minified again nor given a licence file of ours.
            compilation.emitAsset(`admin/${name}`, new webpack.sources.RawSource(body), { minimized: true });
          }
        },
      );
    });
  }
}
