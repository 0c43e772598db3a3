import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * What the server's style elements are known by: `<style data-server-styles="css name name…">`,
 * not emotion's own `data-emotion`. emotion moves every element it recognises to the end of the
 * head as it loads (its default cache, created when @emotion/react is first evaluated, and
 * `<Global>` its own again), and each move re-styles and re-lays out the whole page, a long task
 * just after the first paint on a slow phone (docs/decisions/0047). These stay where the server
 * wrote them.
 */
export const serverStylesAttribute = 'data-server-styles';

/** The sheet's key: the prefix of every class name, the same on the server and in the browser. */
const key = 'css';

/** The cache of a page's styles, on the server and in the browser: its key and the page's nonce. */
export function styleCache(nonce: string | undefined): EmotionCache {
  return createCache({ key, ...(nonce === undefined ? {} : { nonce }) });
}

/** The style elements for the head, one per emotion sheet: emotion's own chunks, under our name. */
export function serverStyleTags(
  chunks: {
    readonly styles: ReadonlyArray<{ readonly key: string; readonly ids: readonly string[]; readonly css: string }>;
  },
  nonce: string | undefined,
): string {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return chunks.styles
    .map(
      ({ key, ids, css }) =>
        `<style ${serverStylesAttribute}="${[key, ...ids].join(' ')}"${nonceAttribute}>${css}</style>`,
    )
    .join('');
}

/**
 * The browser's emotion cache, told which rules the server's elements hold so that it adds only
 * the others (in elements of its own after the server's), and whether they hold the page's
 * global styles (then `StaticGlobal` leaves them as they are).
 */
export function browserStyleCache(nonce: string | undefined): {
  readonly cache: EmotionCache;
  readonly fromServer: boolean;
} {
  const cache = styleCache(nonce);
  let fromServer = false;
  for (const node of document.querySelectorAll(`style[${serverStylesAttribute}]`)) {
    const [sheet, ...names] = node.getAttribute(serverStylesAttribute)!.split(' ');
    if (sheet === key) for (const name of names) cache.inserted[name] = true;
    if (sheet === `${key}-global`) fromServer = true;
  }
  return { cache, fromServer };
}
