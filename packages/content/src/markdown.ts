import MarkdownIt from 'markdown-it';

/**
 * Markdown as the editors write it (CommonMark, with tables and strikethrough), never raw HTML: a
 * tag typed in a post is shown as text, and links that would run script (javascript:, vbscript:,
 * data: other than images) are not made links. Quotes and dashes are left as typed.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export interface RenderedMarkdown {
  readonly html: string;
  /** Words of the text as read, for a read time. */
  readonly words: number;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const html = markdown.render(source);
  const text = html.replace(/<[^>]*>/g, ' ');
  return { html, words: text.split(/\s+/).filter(Boolean).length };
}
