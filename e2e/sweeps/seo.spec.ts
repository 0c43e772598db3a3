import type { Page } from '@playwright/test';
import { blogFeedPath, blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';
import { expect, hydrated, test } from '../fixtures';
import { missingPaths, sitePages } from '@inklined/site-tools/site-pages';
import { medicalWriter } from '../support/forms';

/**
 * What search engines and link previews read: per-route title, description, canonical address
 * and Open Graph/Twitter tags with a real image; sitemap.xml and robots.txt; structured data.
 * (Lighthouse's SEO score per route is printed by `npm run bench:web`.)
 */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((element) => element.content);
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href),
      robots: meta('meta[name="robots"]'),
      ogUrl: meta('meta[property="og:url"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogImage: meta('meta[property="og:image"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
    };
  });
}

function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    ),
  );
}

test('every route has its own title, description, canonical address and link preview, once each', async ({
  page,
  baseURL,
}) => {
  const descriptions = new Set<string>();
  for (const { path, heading, title } of sitePages) {
    await page.goto(path);
    await hydrated(page.getByRole('heading', { level: 1, name: heading }));
    const head = await headOf(page);
    const address = `${baseURL}${path === '/' ? '/' : path}`;
    expect(head).toEqual({
      title: `${title} | Critically Inklined`,
      description: [expect.stringMatching(/^.{50,160}$/)],
      canonical: [address],
      robots: [],
      ogUrl: [address],
      ogTitle: [head.title],
      ogDescription: head.description,
      ogImage: [expect.stringMatching(new RegExp(`^${baseURL}/assets/share-card\\.[0-9a-f]{8}\\.jpg$`))],
      twitterCard: ['summary_large_image'],
    });
    descriptions.add(head.description[0]!);
  }
  expect(descriptions.size).toBe(sitePages.length);
});

test('a move inside the site replaces the head: one title, one canonical, the new page', async ({ page, baseURL }) => {
  await page.goto(routePaths.home);
  await hydrated(page.getByRole('heading', { level: 1 }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${baseURL}/about`]);
  const head = await headOf(page);
  expect(head.ogUrl).toEqual([`${baseURL}/about`]);
  expect(head.description).toHaveLength(1);
  expect(await page.locator('head title').count()).toBe(1);
});

test('the share image is a real 1200 by 630 picture', async ({ page }) => {
  await page.goto(routePaths.home);
  const [image] = (await headOf(page)).ogImage;
  const response = await page.request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const size = await page.evaluate(async (url) => {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    return [picture.naturalWidth, picture.naturalHeight];
  }, image!);
  expect(size).toEqual([1200, 630]);
});

test('pages that do not exist ask not to be indexed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  for (const path of missingPaths) {
    await page.goto(path);
    const head = await headOf(page);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
  }
});

test('sitemap.xml lists every route, every role the careers page links to and every post the blog links to; robots.txt names it', async ({
  page,
  baseURL,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  for (const { path } of sitePages) expect(listed).toContain(`${baseURL}${path}`);

  await page.goto(routePaths.careers);
  const roleLinks = await page
    .locator('main a[href^="/careers/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
  expect(roleLinks.length).toBeGreaterThan(0);
  for (const link of roleLinks) expect(listed).toContain(link);

  // Every post the blog links to (all six, once Load More has shown them).
  await page.goto(routePaths.blog);
  await (await hydrated(page.getByRole('button', { name: 'Load More' }))).click();
  const postLinks = await page
    .locator('main a[href^="/blog/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
  expect(postLinks).toHaveLength(6);
  for (const link of postLinks) expect(listed).toContain(link);

  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('the blog and each post name the Atom feed, which carries every post, newest first', async ({ page, baseURL }) => {
  for (const path of [routePaths.blog, blogPostPath('sample-size')]) {
    await page.goto(path);
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveCount(1);
    await expect(feedLink).toHaveAttribute('href', `${baseURL}${blogFeedPath}`);
    await expect(feedLink).toHaveAttribute('title', 'Critically Inklined Blog');
  }
  const response = await page.request.get(blogFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const entries = [...(await response.text()).matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);
  expect(entries.map((entry) => /<link href="([^"]+)"\/>/.exec(entry)?.[1])).toEqual(
    [
      'thesis-statement',
      'defence-slides',
      'literature-review-map',
      'sample-size',
      'paraphrasing',
      'research-questions',
    ].map((slug) => `${baseURL}${blogPostPath(slug)}`),
  );
  expect(entries[3]).toContain('<name>Neha Kulkarni</name>');
  expect(entries[3]).toContain('<updated>2026-09-16T12:00:00.000Z</updated>');
});

test('structured data: the business on the home page, the questions on /faq, the job on its page', async ({
  page,
  baseURL,
}) => {
  await page.goto(routePaths.home);
  const [business] = await structuredData(page);
  const graph = (business?.['@graph'] ?? []) as Array<Record<string, unknown>>;
  expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'LocalBusiness']);
  expect(graph[0]).toMatchObject({ url: `${baseURL}/`, email: 'contact@criticallyinklined.com' });
  const logo = (graph[0]?.logo as { url: string }).url;
  expect((await page.request.get(logo)).headers()['content-type']).toBe('image/png');

  await page.goto(routePaths.faq);
  expect((await structuredData(page)).map((data) => data['@type'])).toEqual(['FAQPage']);

  await page.goto(careerPath(medicalWriter.id));
  expect(await structuredData(page)).toEqual([
    expect.objectContaining({ '@type': 'JobPosting', title: medicalWriter.title }),
  ]);
});
