import {
  editorCollectionFile,
  editorCollections,
  isEditorCollection,
  type EditorCollection,
} from '@inklined/contracts/editor-collection';
import type { RemoteName } from '@inklined/contracts/remote-modules';
import type { EditorBackend } from '@inklined/site-config/site-config';

/** Where uploaded images go when a field names no folder of its own: beside the posts. */
const mediaFolder = 'marketing-mfe/content/posts/images';

/**
 * The editor's configuration (Decap CMS's config.yml, written as JSON, which YAML reads): the
 * backend this server is set up with, and the collections as the remotes' releases describe them.
 */
export function editorConfig(backend: EditorBackend, publicOrigin: string, collections: readonly EditorCollection[]) {
  return {
    backend,
    // A Git host saves each entry as a pull request to review and merge; decap-server cannot.
    ...(backend.name === 'proxy' ? {} : { publish_mode: 'editorial_workflow' }),
    site_url: publicOrigin,
    display_url: publicOrigin,
    locale: 'en',
    media_folder: mediaFolder,
    public_folder: 'images',
    collections,
  };
}

/**
 * The collections of the remotes' releases (editor/<name>.json beside each remote entry), each
 * checked; one a remote cannot give now is left out, so the other can still be edited.
 */
export async function loadEditorCollections(
  fileUrl: (remote: RemoteName, file: string) => string,
  timeoutMs: number,
): Promise<EditorCollection[]> {
  const loaded = await Promise.all(
    editorCollections.map(async ({ remote, name }) => {
      try {
        const response = await fetch(fileUrl(remote, editorCollectionFile(name)), {
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        if (!response.ok) return undefined;
        const collection = (await response.json()) as unknown;
        return isEditorCollection(collection) && collection.name === name ? collection : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return loaded.filter((collection) => collection !== undefined);
}

/** What the editor's page may connect to beyond the site: its backend's API and sign-in. */
export function editorConnectSources(backend: EditorBackend): string[] {
  if (backend.name === 'proxy') return [new URL(backend.proxy_url).origin];
  const hosts: Record<Exclude<EditorBackend['name'], 'proxy'>, string[]> = {
    github: ['https://api.github.com'],
    gitlab: ['https://gitlab.com'],
    gitea: [],
    bitbucket: ['https://api.bitbucket.org', 'https://bitbucket.org'],
    azure: ['https://dev.azure.com'],
    'git-gateway': [],
  };
  const own = [backend.api_root, backend.base_url].flatMap((url) => (url ? [new URL(url).origin] : []));
  return [...new Set([...hosts[backend.name], ...own])];
}
