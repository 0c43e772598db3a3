import { describe, expect, test } from '@jest/globals';
import type { HeadComponent, RemoteModuleId } from '@inklined/contracts/remote-modules';
import type { RemoteLoader } from '../src/remotes/remote-loader';
import { renderPage } from '../src/ssr/render-page';

/** A remote page far larger than React's 12.8 KB progressive chunk. */
function LongPage() {
  return (
    <article>
      <h1>A long page</h1>
      {Array.from({ length: 400 }, (_, index) => (
        <p key={index}>{`Paragraph ${index} of a page that a reader without JavaScript must still read in full.`}</p>
      ))}
    </article>
  );
}

const loader = (async (_id: RemoteModuleId) => LongPage) as RemoteLoader;

/** A home page that introduces the business, as marketing's does. */
function HomeWithHead({ Head }: { readonly Head: HeadComponent }) {
  return (
    <>
      <Head title="Home" description="Academic writing." introducesBusiness />
      <h1>Home</h1>
    </>
  );
}
const homeLoader = (async (_id: RemoteModuleId) => HomeWithHead) as RemoteLoader;
const origin = 'https://criticallyinklined.com';

/** The JSON-LD objects a rendered page carries. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('renderPage', () => {
  test('sends a large page whole and inline: no part hidden behind an inline script', async () => {
    const page = await renderPage('/faq', loader);
    expect(page.html.length).toBeGreaterThan(30_000);
    expect(page.html).toContain('Paragraph 399 of a page');
    expect(page.html).not.toContain('<!--$?-->');
    expect(page.html).not.toMatch(/hidden id="S:/);
    expect(page.html).not.toContain('$RC');
    expect(page.status).toBe(200);
  });

  test('an unknown path is a 404 with the not-found page and its own title', async () => {
    const page = await renderPage('/no-such-page', loader);
    expect(page.status).toBe(404);
    expect(page.head).toContain('<title>Page not found | Critically Inklined</title>');
    expect(page.html).toContain('Page not found');
  });

  test('a page names its canonical address and link preview under the public origin', async () => {
    const page = await renderPage('/About/', homeLoader, { publicOrigin: origin });
    expect(page.head).toContain('<link rel="canonical" href="https://criticallyinklined.com/about"/>');
    expect(page.head).toContain('<meta property="og:url" content="https://criticallyinklined.com/about"/>');
    expect(page.head).toContain('<meta property="og:title" content="Home | Critically Inklined"/>');
    expect(page.head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // The image's own URL is webpack's (a stub here); e2e/tests/seo.spec.ts fetches the real one.
    expect(page.head).toContain('<meta property="og:image" content="https://criticallyinklined.com/assets/');
    expect(page.head).not.toContain('noindex');
  });

  test('the page that introduces the business carries its Organization and LocalBusiness', async () => {
    const [graph] = structuredData((await renderPage('/', homeLoader, { publicOrigin: origin })).html);
    const nodes = (graph?.['@graph'] ?? []) as Array<Record<string, unknown>>;
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'LocalBusiness']);
    expect(nodes[0]).toMatchObject({
      url: 'https://criticallyinklined.com/',
      email: 'contact@criticallyinklined.com',
      contactPoint: [
        expect.objectContaining({ telephone: '+91 98110 45672' }),
        expect.objectContaining({ telephone: '+91 99580 31264' }),
      ],
    });
    expect(nodes[1]).toMatchObject({
      address: { addressLocality: 'New Delhi', addressCountry: 'IN' },
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00',
        closes: '19:00',
      },
    });
  });

  test('the not-found page asks search engines not to index it and names no canonical address', async () => {
    const page = await renderPage('/no-such-page', loader, { publicOrigin: origin });
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.head).not.toContain('rel="canonical"');
    expect(structuredData(page.html)).toEqual([]);
  });
});
