import { describe, expect, test } from '@jest/globals';
import { splitHoisted } from './render-page';

describe('splitHoisted', () => {
  test("takes the title, meta and link elements React puts at the front, and leaves the page's markup", () => {
    const html =
      '<title>FAQ | Critically Inklined</title><meta name="description" content="a &lt;b&gt;"/><link rel="canonical" href="/faq"/>' +
      '<div><title>not hoisted</title><p>x</p></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<title>FAQ | Critically Inklined</title><meta name="description" content="a &lt;b&gt;"/><link rel="canonical" href="/faq"/>',
      body: '<div><title>not hoisted</title><p>x</p></div>',
    });
  });

  test('a page without head elements is all body', () => {
    expect(splitHoisted('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});
