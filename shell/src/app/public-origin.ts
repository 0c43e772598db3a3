import { createContext } from 'react';

/**
 * Where visitors reach the site (PUBLIC_ORIGIN): canonical links and link previews name pages
 * under it. The server provides it when it renders; the browser reads it back from the page.
 */
export const PublicOriginContext = createContext('');

/** The origin the server named in the page's og:url, else the page's own (a page the browser rendered). */
export function publicOriginOfPage(): string {
  const named = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    if (named) return new URL(named).origin;
  } catch {
    // Not a URL: fall back to the page's own origin.
  }
  return window.location.origin;
}

/** A page's one address: lower case, without a trailing slash, as the routes are written. */
export function canonicalPath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}
