import type { PostIndex, RoleIndex } from '@inklined/contracts/remote-modules';
import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { isPostIndex, isRoleIndex } from './remote-indexes';

/**
 * The pages search engines should know: every route, every open role when careers can say which,
 * and every blog post when marketing can.
 */
export function sitemapPaths(roleIndex: RoleIndex | undefined, postIndex: PostIndex | undefined): string[] {
  const pages = Object.values(routePaths).filter((route) => !route.includes(':'));
  return [
    ...pages,
    ...(roleIndex?.roles ?? []).map((role) => careerPath(role.id)),
    ...(postIndex?.posts ?? []).map((post) => blogPostPath(post.id)),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (sitemaps.org 0.9): each page's absolute address under the site's public origin. */
export function sitemapXml(publicOrigin: string, paths: readonly string[]): string {
  const urls = paths.map((page) => `  <url><loc>${escapeXml(publicOrigin + page)}</loc></url>`);
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

export type SeoFileName = '/robots.txt' | '/sitemap.xml';

export const seoFileTypes: Readonly<Record<SeoFileName, string>> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
};

/**
 * The two files for crawlers. The sitemap asks careers which roles are open and marketing which
 * posts exist; while one cannot say, it lists the rest.
 */
export function createSeoFiles(
  publicOrigin: string,
  roleIndex: () => Promise<unknown>,
  postIndex: () => Promise<unknown>,
) {
  return async (name: SeoFileName): Promise<string> => {
    if (name === '/robots.txt') return robotsTxt(publicOrigin);
    const [roles, posts] = await Promise.all([roleIndex().catch(() => undefined), postIndex().catch(() => undefined)]);
    return sitemapXml(
      publicOrigin,
      sitemapPaths(isRoleIndex(roles) ? roles : undefined, isPostIndex(posts) ? posts : undefined),
    );
  };
}
