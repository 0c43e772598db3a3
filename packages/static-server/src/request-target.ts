/** A request's path and query, parsed and normalised once, before any routing looks at them. */
export interface RequestTarget {
  /** Starts with one `/`, no `.`/`..` segments, no repeated slashes; still percent-encoded. */
  readonly pathname: string;
  /** `?…` or empty. */
  readonly search: string;
}

/** Longer targets are refused: no page or file of the site comes near it. */
export const maxTargetLength = 2048;

/**
 * Parses the request line's target. Only the origin form (`/path?query`) is accepted: a target
 * that is a full URL, `*`, not a path, too long, badly percent-encoded or hiding a NUL is
 * refused (undefined, answered 400). The target is resolved against a fixed base as a path, so
 * `//host/…` or `/\host/…` can never name a host, and dot segments (encoded or not) and repeated
 * slashes are folded away.
 */
export function parseRequestTarget(raw: string | undefined): RequestTarget | undefined {
  if (!raw || raw.length > maxTargetLength || !raw.startsWith('/')) return undefined;
  let url: URL;
  try {
    // Concatenated, not resolved: the base's host stays the host whatever the target says.
    url = new URL(`http://site.invalid${raw}`);
  } catch {
    return undefined;
  }
  if (url.host !== 'site.invalid') return undefined;
  const pathname = url.pathname.replace(/\/{2,}/g, '/');
  try {
    if (decodeURIComponent(pathname).includes('\0')) return undefined;
  } catch {
    return undefined;
  }
  return { pathname, search: url.search };
}
