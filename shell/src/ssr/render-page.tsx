import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { fontFiles } from '@inklined/brand/fonts';
import { remoteOf, type RemoteModuleId } from '@inklined/contracts/remote-modules';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';
import { PublicOriginContext } from '../app/public-origin';
import { resolvePath } from '../app/routes';
import { RemoteLoadError, remoteUnavailableDigest } from '../remotes/remote-load-error';
import { RemoteLoaderContext, type RemoteLoader } from '../remotes/remote-loader';
import { serverStyleTags, styleCache } from '../server-styles';

// The shell's server decides by the route which rendered page a path shares (404s, role pages).
export { resolvePath, type ResolvedPath } from '../app/routes';

export interface RenderedPage {
  /** 404 for a path no route matches, otherwise 200. */
  readonly status: number;
  /** The font preloads and the page's <title>, <meta> and <link> elements, for the document's head. */
  readonly head: string;
  /** The rendered markup's styles, emotion's, in `<style data-server-styles>` tags for the head. */
  readonly styleTags: string;
  /** The markup of #root. */
  readonly html: string;
}

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** React writes the <title>, <meta> and <link> a tree renders at the front of its HTML. */
const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

export function splitHoisted(html: string): { readonly head: string; readonly body: string } {
  const head = hoisted.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** The fonts are asked for with the HTML, not once the styles have been read. */
const fontPreloads = fontFiles
  .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin="anonymous">`)
  .join('');

/** A loader whose failures are RemoteLoadErrors, whatever the server's loader threw. */
function asRemoteLoads(loader: RemoteLoader): RemoteLoader {
  const load = (id: RemoteModuleId) =>
    loader(id).catch((error: unknown) => {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(remoteOf(id), error instanceof Error ? error.message : String(error), { cause: error });
    });
  return load as RemoteLoader;
}

/**
 * Renders one page of the composed site to HTML, remote pages and embedded parts included, with
 * the same tree as bootstrap.tsx so that the browser hydrates it without changes. Waits for every
 * remote module; a remote that cannot be loaded leaves its loading state in the HTML (reported
 * through onError, marked with remoteUnavailableDigest), and the browser renders that part itself.
 */
export interface RenderOptions {
  /** Told of each remote that could not be loaded, and of any other error while rendering. */
  readonly onError?: (error: unknown) => void;
  /** Where visitors reach the site, for canonical links and link previews. */
  readonly publicOrigin?: string;
  /** The Content-Security-Policy nonce emotion's style tags carry. */
  readonly nonce?: string;
}

export async function renderPage(
  url: string,
  loader: RemoteLoader,
  { onError = () => undefined, publicOrigin = 'http://localhost', nonce }: RenderOptions = {},
): Promise<RenderedPage> {
  const cache = styleCache(nonce);
  const emotionServer = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <StaticRouter location={url}>
        <BrandProvider>
          <RemoteLoaderContext value={asRemoteLoads(loader)}>
            <PublicOriginContext value={publicOrigin}>
              <App />
            </PublicOriginContext>
          </RemoteLoaderContext>
        </BrandProvider>
      </StaticRouter>
    </CacheProvider>,
    {
      // Every part inline, however large: React would otherwise send a big finished part hidden,
      // to be revealed by an inline script, which a reader without JavaScript never sees.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        onError(error);
        return error instanceof RemoteLoadError ? remoteUnavailableDigest : undefined;
      },
    },
  );
  const { head, body } = splitHoisted(await readAll(prelude));
  const found = resolvePath(new URL(url, 'http://localhost').pathname).kind !== 'notFound';
  return {
    status: found ? 200 : 404,
    head: fontPreloads + head,
    styleTags: serverStyleTags(emotionServer.extractCriticalToChunks(body), nonce),
    html: body,
  };
}
