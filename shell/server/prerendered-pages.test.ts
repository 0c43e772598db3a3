import { describe, expect, test } from '@jest/globals';
import { fillTemplate } from './prerendered-pages';

const template =
  '<!doctype html><html><head><meta name="description" content="The site."><title>Critically Inklined</title>' +
  '<script defer src=/main.js></script></head>' +
  '<body><noscript>Critically Inklined needs JavaScript to show this page.</noscript><div id=root></div></body></html>';

/** The template filled with a rendered page that has only the parts given. */
const fill = (page: Partial<Parameters<typeof fillTemplate>[1]>) =>
  fillTemplate(template, { status: 200, head: '', styleTags: '', html: '', ...page });

describe('fillTemplate', () => {
  const filled = fill({
    head: '<title>FAQ | Critically Inklined</title><meta name="description" content="Answers."/>',
    styleTags: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    html: '<main><h1>FAQ</h1></main>',
  });

  test('puts the page into #root, and its head elements and styles at the end of the head', () => {
    expect(filled).toContain('<div id="root"><main><h1>FAQ</h1></main></div>');
    expect(filled).toContain(
      '<title>FAQ | Critically Inklined</title><meta name="description" content="Answers."/>' +
        '<style data-emotion="css abc">.css-abc{color:red}</style></head>',
    );
  });

  test("the page's title and description replace the template's", () => {
    expect(filled.match(/<title>/g)).toHaveLength(1);
    expect(filled).not.toContain('The site.');
  });

  test("a page that sets nothing keeps the template's title and description", () => {
    const plain = fill({ html: '<p>x</p>' });
    expect(plain).toContain('<title>Critically Inklined</title>');
    expect(plain).toContain('content="The site."');
  });

  test('drops the "needs JavaScript" notice, which a rendered page makes untrue', () => {
    expect(filled).not.toContain('noscript');
  });

  test('a $ in the page is kept as it is, not read as a replacement pattern', () => {
    const page = fill({ head: '<title>$&</title>', html: '<p>$1 and $&</p>' });
    expect(page).toContain('<p>$1 and $&</p>');
    expect(page).toContain('<title>$&</title>');
  });
});
