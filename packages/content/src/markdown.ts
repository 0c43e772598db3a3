import MarkdownIt from 'markdown-it';

/**
 * Markdown as the editors write it (CommonMark, with tables and strikethrough), never raw HTML: a
 * tag typed in a post is shown as text, and links that would run script (javascript:, vbscript:,
 * data: other than images) are not made links. Quotes and dashes are left as typed.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** A part of a text under its own `## heading` (the part before the first has no title). */
export interface Section {
  readonly title: string;
  readonly html: string;
}

export interface RenderedMarkdown {
  readonly html: string;
  /** Words of the text as read, for a read time. */
  readonly words: number;
}

function wordsOf(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const html = markdown.render(source);
  return { html, words: wordsOf(html) };
}

/**
 * The text cut at its second-level headings: each part's title and the HTML under it, for a page
 * that gives every part a region of its own (a role's "Responsibilities").
 */
export function renderSections(source: string): { readonly sections: Section[]; readonly words: number } {
  const tokens = markdown.parse(source, {});
  const parts: { title: string; tokens: typeof tokens }[] = [{ title: '', tokens: [] }];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.type === 'heading_open' && token.tag === 'h2') {
      parts.push({ title: tokens[i + 1]?.content ?? '', tokens: [] });
      i += 2; // the heading's text and its closing tag
      continue;
    }
    parts.at(-1)!.tokens.push(token);
  }
  const sections = parts
    .filter((part, index) => index > 0 || part.tokens.length > 0)
    .map((part) => ({ title: part.title, html: markdown.renderer.render(part.tokens, markdown.options, {}) }));
  return { sections, words: sections.reduce((sum, part) => sum + wordsOf(`${part.title} ${part.html}`), 0) };
}
