import type { RemoteName } from '@inklined/contracts/remote-modules';
import type { EditorBackend, SiteConfig } from '@inklined/site-config/site-config';
import { remoteFileUrl } from '../remote-server-module-url';
import type { RemotesState } from '../remotes-state';
import { editorConfig, editorConnectSources, loadEditorCollections } from './editor-config';
import { editorPolicy } from './editor-page';

/** The editor's configuration from these collection files, checked: undefined without any. */
function configFrom(
  backend: EditorBackend,
  publicOrigin: string,
  fileUrl: (remote: RemoteName, file: string) => string,
  timeoutMs: number,
) {
  return async () => {
    const collections = await loadEditorCollections(fileUrl, timeoutMs);
    return collections.length > 0 ? editorConfig(backend, publicOrigin, collections) : undefined;
  };
}

/**
 * The editor as the shell's server serves it: its configuration built at each request from the
 * remotes' releases now (a release with a new field brings it to the editor), and its policy.
 */
export function siteEditor(config: SiteConfig, backend: EditorBackend, remotes: () => RemotesState) {
  return {
    policy: editorPolicy(editorConnectSources(backend)),
    config: configFrom(
      backend,
      config.publicOrigin,
      (remote, file) => remoteFileUrl(config, remotes(), remote, file),
      config.prerender.timeoutMs,
    ),
  };
}

/** The editor in `npm run dev`: each remote's files are at the root of its dev server. */
export function devEditor(config: SiteConfig, backend: EditorBackend) {
  return {
    policy: editorPolicy(editorConnectSources(backend)),
    config: configFrom(
      backend,
      config.publicOrigin,
      (remote, file) => new URL(file, `${config.remoteOrigins[remote]}/`).href,
      config.prerender.timeoutMs,
    ),
  };
}
