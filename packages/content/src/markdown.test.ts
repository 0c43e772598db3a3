import { describe, expect, test } from '@jest/globals';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  test('headings, lists, links, emphasis and tables as editors write them', () => {
    const { html } = renderMarkdown(
      '## Steps\n\n1. **Plan**\n2. [Write](https://example.org)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>\n<li><strong>Plan</strong></li>\n<li><a href="https://example.org">Write</a></li>');
    expect(html).toContain('<table>');
  });

  test('raw HTML is shown as text, and a link that would run script is not a link', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))\n',
    );
    expect(html).not.toMatch(/<script|<img|href="javascript/);
    expect(html).toContain('&lt;script&gt;');
  });

  test('quotes and dashes stay as typed; words are counted as read', () => {
    expect(renderMarkdown('"As many as possible" -- G\\*Power.\n')).toEqual({
      html: '<p>&quot;As many as possible&quot; -- G*Power.</p>\n',
      words: 6,
    });
  });
});
