import { describe, expect, test } from '@jest/globals';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
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
});
