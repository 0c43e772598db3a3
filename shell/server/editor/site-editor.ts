import type { RemoteName } from '@inklined/contracts/remote-modules';
import type { EditorBackend, SiteConfig } from '@inklined/site-config/site-config';
import { remoteFileUrl } from '../remote-server-module-url';
import type { RemotesState } from '../remotes-state';
import { editorConfig, editorConnectSources, loadEditorCollections } from './editor-config';
import { editorPolicy } from './editor-page';

/**
 * The editor as a server of the site serves it: its policy, and its configuration built at each
 * request from the collection files `fileUrl` names (a release with a new field brings it).
 */
export function createEditor(
  config: SiteConfig,
  backend: EditorBackend,
  fileUrl: (remote: RemoteName, file: string) => string,
) {
  return {
    policy: editorPolicy(editorConnectSources(backend)),
    config: async () => {
      const collections = await loadEditorCollections(fileUrl, config.prerender.timeoutMs);
      return collections.length > 0 ? editorConfig(backend, config.publicOrigin, collections) : undefined;
    },
  };
}

/** The shell's server: each remote's files beside the release it uses now. */
export const siteEditor = (config: SiteConfig, backend: EditorBackend, remotes: () => RemotesState) =>
  createEditor(config, backend, (remote, file) => remoteFileUrl(config, remotes(), remote, file));

/** `npm run dev`: each remote's files at the root of its dev server. */
export const devEditor = (config: SiteConfig, backend: EditorBackend) =>
  createEditor(config, backend, (remote, file) => new URL(file, `${config.remoteOrigins[remote]}/`).href);
