import type { RoleIndex } from '@inklined/contracts/remote-modules';
import { careerPath, routePaths } from '@inklined/contracts/routes';

/** The pages search engines should know: every route, and every open role when careers can say which. */
export function sitemapPaths(roleIndex: RoleIndex | undefined): string[] {
  const pages = Object.values(routePaths).filter((route) => !route.includes(':'));
  return [...pages, ...(roleIndex?.roles ?? []).map((role) => careerPath(role.id))];
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

function isRoleIndex(value: unknown): value is RoleIndex {
  return Array.isArray((value as RoleIndex | undefined)?.roles);
}

export type SeoFileName = '/robots.txt' | '/sitemap.xml';

export const seoFileTypes: Readonly<Record<SeoFileName, string>> = {
  '/robots.txt': 'text/plain; charset=utf-8',
  '/sitemap.xml': 'application/xml; charset=utf-8',
};

/**
 * The two files for crawlers. The sitemap asks careers which roles are open; while careers
 * cannot say, it lists the site's routes alone.
 */
export function createSeoFiles(publicOrigin: string, roleIndex: () => Promise<unknown>) {
  return async (name: SeoFileName): Promise<string> => {
    if (name === '/robots.txt') return robotsTxt(publicOrigin);
    const index = await roleIndex().catch(() => undefined);
    return sitemapXml(publicOrigin, sitemapPaths(isRoleIndex(index) ? index : undefined));
  };
}
