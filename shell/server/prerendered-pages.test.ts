import { describe, expect, test } from '@jest/globals';
import { fillTemplate } from './prerendered-pages';

const template =
  '<!doctype html><html><head><title>Critically Inklined</title><script defer src=/main.js></script></head>' +
  '<body><noscript>Critically Inklined needs JavaScript to show this page.</noscript><div id=root></div></body></html>';

describe('fillTemplate', () => {
  const filled = fillTemplate(template, {
    status: 200,
    title: 'Q&A <FAQ> | Critically Inklined',
    styleTags: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    html: '<main><h1>FAQ</h1></main>',
  });

  test('puts the page into #root and its styles at the end of the head', () => {
    expect(filled).toContain('<div id="root"><main><h1>FAQ</h1></main></div>');
    expect(filled).toContain('<style data-emotion="css abc">.css-abc{color:red}</style></head>');
  });

  test('sets the title, escaped', () => {
    expect(filled).toContain('<title>Q&#38;A &#60;FAQ&#62; | Critically Inklined</title>');
  });

  test('drops the "needs JavaScript" notice, which a rendered page makes untrue', () => {
    expect(filled).not.toContain('noscript');
  });

  test('a $ in the page is kept as it is, not read as a replacement pattern', () => {
    const page = fillTemplate(template, { status: 200, title: '$&', styleTags: '', html: '<p>$1 and $&</p>' });
    expect(page).toContain('<p>$1 and $&</p>');
    expect(page).toContain('<title>$&#38;</title>');
  });
});
