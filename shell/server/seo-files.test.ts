import { describe, expect, test } from '@jest/globals';
import { createSeoFiles, robotsTxt, sitemapXml } from './seo-files';

describe('files for crawlers', () => {
  test('while careers cannot say which roles are open, the sitemap lists the routes alone', async () => {
    const seoFile = createSeoFiles(
      'https://example.org',
      () => Promise.reject(new Error('careers is down')),
      () => Promise.reject(new Error('marketing is down')),
    );
    const sitemap = await seoFile('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.org/careers</loc>');
    expect(sitemap).not.toContain('/careers/');
    expect(sitemap).toContain('<loc>https://example.org/blog</loc>');
    expect(sitemap).not.toContain('/blog/');
  });

  test('every open role and every blog post has its address in the sitemap, and no route pattern does', async () => {
    const seoFile = createSeoFiles(
      'https://example.org',
      async () => ({ roles: [{ id: 'medical-writing-specialist', title: 'Medical Writing Specialist' }] }),
      async () => ({ posts: [{ id: 'sample-size', title: 'Sample Size Without Tears' }] }),
    );
    const sitemap = await seoFile('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.org/careers/medical-writing-specialist</loc>');
    expect(sitemap).toContain('<loc>https://example.org/blog/sample-size</loc>');
    expect(sitemap).not.toMatch(/\/:[a-z]/i);
  });

  test('a post is listed from its publish time on, by the clock at the request, with its date', async () => {
    let now = Date.parse('2026-12-01T03:29:59Z');
    const seoFile = createSeoFiles(
      'https://example.org',
      async () => ({ roles: [] }),
      async () => ({
        posts: [
          { id: 'sample-size', title: 'Sample Size Without Tears', lastmod: '2026-09-16' },
          { id: 'coming', title: 'Coming', publishAt: '2026-12-01T09:00:00+05:30', lastmod: '2026-11-30' },
        ],
      }),
      () => now,
    );
    expect(await seoFile('/sitemap.xml')).toContain(
      '<url><loc>https://example.org/blog/sample-size</loc><lastmod>2026-09-16</lastmod></url>',
    );
    expect(await seoFile('/sitemap.xml')).not.toContain('/blog/coming');
    now += 1_000;
    expect(await seoFile('/sitemap.xml')).toContain(
      '<url><loc>https://example.org/blog/coming</loc><lastmod>2026-11-30</lastmod></url>',
    );
  });

  test('a role leaves the sitemap after its last day; each role has its lastmod', async () => {
    let now = Date.parse('2026-12-31T18:29:59Z');
    const seoFile = createSeoFiles(
      'https://example.org',
      async () => ({ roles: [{ id: 'editor', title: 'Editor', validThrough: '2026-12-31', lastmod: '2026-11-02' }] }),
      async () => ({ posts: [] }),
      () => now,
    );
    expect(await seoFile('/sitemap.xml')).toContain(
      '<url><loc>https://example.org/careers/editor</loc><lastmod>2026-11-02</lastmod></url>',
    );
    now += 2_000;
    expect(await seoFile('/sitemap.xml')).not.toContain('/careers/editor');
  });

  test('a role or post index of the wrong shape is ignored', async () => {
    const seoFile = createSeoFiles(
      'https://example.org',
      async () => ({ roles: 'all of them' }),
      async () => ({ posts: [{ id: 'p', title: 'P', publishAt: 7 }] }),
    );
    const sitemap = await seoFile('/sitemap.xml');
    expect(sitemap).not.toContain('/careers/');
    expect(sitemap).not.toContain('/blog/');
  });

  test('addresses are escaped for XML', () => {
    expect(sitemapXml('https://example.org', [{ path: '/a?b=1&c=<2>' }])).toContain(
      '<loc>https://example.org/a?b=1&amp;c=&lt;2&gt;</loc>',
    );
  });

  test('robots.txt is the same for any role', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});
