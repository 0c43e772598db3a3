import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

/** What one app says about itself; everything else is common to the four builds. */
export interface AppBuildOptions {
  /** The app's folder (where its package.json is). */
  readonly dir: string;
  /** Federation container name, also `output.uniqueName`. */
  readonly name: string;
  /** The app's public surface; absent for the shell. */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Absolute paths of federation runtime plugins. */
  readonly runtimePlugins?: readonly string[];
  /** Title of the app's own HTML page (the composed site for the shell, a preview for a remote). */
  readonly title: string;
  /** `auto` for remotes (chunks load next to their remoteEntry.js); `/` for the shell. */
  readonly publicPath: 'auto' | '/';
  readonly devServer: DevServerConfiguration;
  /** A remote's `*-editor.collection.ts` modules, relative to `dir`: its collections' fields for the editor. */
  readonly editorCollections?: readonly string[];
  /** The shell: its build carries the editor's files under admin/ (editor-plugins.ts). */
  readonly editorFiles?: boolean;
  /**
   * Build without federation, as one ordinary bundle with the remotes' modules imported from their
   * sources: the standalone yardstick of what federation costs (docs/decisions/0015).
   */
  readonly standalone?: {
    /** The browser entry and the server bundle's entry, relative to `dir`. */
    readonly entry: string;
    readonly serverEntry: string;
    /** The output folder, relative to `dir`. */
    readonly outDir: string;
  };
}

/**
 * Which build of an app (webpack's `--mode` and `--env`):
 * - `production`: what is deployed and what `npm start` serves (dist/);
 * - `development`: `npm run dev`, with hot updates and Fast Refresh;
 * - `refresh-host`: the shell's production build with React's development build and the Fast
 *   Refresh runtime, into dist-refresh-host/, for `npm run dev -- --only <remote>` (a remote in
 *   development against the rest of the site as built). Never written to dist/.
 */
export type BuildKind = 'production' | 'development' | 'refresh-host';
