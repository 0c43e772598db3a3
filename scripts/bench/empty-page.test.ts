import { describe, expect, it } from '@jest/globals';
import { emptyPageHtml, withEmptyPage } from './empty-page';

describe('withEmptyPage', () => {
  it('serves the empty page while measuring, nothing else, and stops after', async () => {
    const url = await withEmptyPage('same-origin', async (page) => {
      const answer = await fetch(page);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(await answer.text()).toBe(emptyPageHtml);
      expect((await fetch(new URL('/favicon.ico', page))).status).toBe(404);
      return page;
    });
    await expect(fetch(url)).rejects.toThrow();
  });

  it('sends no opener policy when the site sends none', async () => {
    const policy = await withEmptyPage(null, async (page) =>
      (await fetch(page)).headers.get('cross-origin-opener-policy'),
    );
    expect(policy).toBeNull();
  });

  it('holds no style, font or script: the browser has only its own work to do', () => {
    expect(emptyPageHtml).not.toMatch(/<(style|script|link)\b|style=/i);
  });
});
