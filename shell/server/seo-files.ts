import type { PostIndex, RoleIndex } from '@inklined/contracts/remote-modules';
import { blogFeedPath, blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { blogFeedXml } from './blog-feed';
import { isOpen, isPublished } from '@inklined/contracts/content-dates';
import { isPostIndex, isRoleIndex } from './remote-indexes';

export interface SitemapEntry {
  readonly path: string;
  /** When its content last changed (an ISO date), where the content says. */
  readonly lastmod?: string;
}

/**
 * The pages search engines should know: every route, every role open at `now` when careers can
 * say which, and every blog post out at `now` when marketing can, each with its date.
 */
export function sitemapEntries(
  roleIndex: RoleIndex | undefined,
  postIndex: PostIndex | undefined,
  now: number,
): SitemapEntry[] {
  const pages = Object.values(routePaths).filter((route) => !route.includes(':'));
  return [
    ...pages.map((page) => ({ path: page })),
    ...(roleIndex?.roles ?? [])
      .filter((role) => isOpen(role, now))
      .map((role) => ({ path: careerPath(role.id), lastmod: role.lastmod })),
    ...(postIndex?.posts ?? [])
      .filter((post) => isPublished(post, now))
      .map((post) => ({ path: blogPostPath(post.id), lastmod: post.lastmod })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (sitemaps.org 0.9): each page's absolute address under the site's public origin. */
export function sitemapXml(publicOrigin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicOrigin + path)}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled but the API (scripts stay open: a crawler that runs them
 * needs the remotes' files); the sitemap is named with its absolute address.
 */
export function robotsTxt(publicOrigin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicOrigin}/sitemap.xml`, ''].join('\n');
}

export type SeoFileName = '/robots.txt' | '/sitemap.xml' | typeof blogFeedPath;

export const seoFileNames: readonly SeoFileName[] = ['/robots.txt', '/sitemap.xml', blogFeedPath];

export const seoFileTypes: Readonly<Record<SeoFileName, string>> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
  [blogFeedPath]: 'application/atom+xml; charset=utf-8',
};

/**
 * The files for crawlers and feed readers, written from the remotes' indexes. The sitemap asks
 * careers which roles are open and marketing which posts exist; while one cannot say, it lists
 * the rest. The feed, while marketing cannot say, is undefined (the server answers 503).
 */
export function createSeoFiles(
  publicOrigin: string,
  roleIndex: () => Promise<unknown>,
  postIndex: () => Promise<unknown>,
  now: () => number = Date.now,
) {
  return async (name: SeoFileName): Promise<string | undefined> => {
    if (name === '/robots.txt') return robotsTxt(publicOrigin);
    if (name === blogFeedPath) return blogFeedXml(publicOrigin, await postIndex().catch(() => undefined), now());
    const [roles, posts] = await Promise.all([roleIndex().catch(() => undefined), postIndex().catch(() => undefined)]);
    return sitemapXml(
      publicOrigin,
      sitemapEntries(isRoleIndex(roles) ? roles : undefined, isPostIndex(posts) ? posts : undefined, now()),
    );
  };
}
