import { describe, expect, test } from '@jest/globals';
import { SaxesParser } from 'saxes';
import { blogFeedXml } from './blog-feed';

interface Element {
  readonly name: string;
  readonly attributes: Record<string, string>;
  text: string;
  readonly children: Element[];
}

/** The document as a strict XML parser reads it: any error (an unclosed tag, a bare &) throws. */
function parseXml(xml: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  const root: Element = { name: '#document', attributes: {}, text: '', children: [] };
  const open: Element[] = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value]));
    const element: Element = { name: tag.name, attributes, text: '', children: [] };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => (open.at(-1)!.text += text));
  parser.on('cdata', (text) => (open.at(-1)!.text += text));
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  return root.children[0]!;
}

const child = (element: Element, name: string) => element.children.find((c) => c.name === name);
const texts = (element: Element, name: string) =>
  element.children.filter((c) => c.name === name).map((c) => c.text.trim());

const index = {
  posts: [
    {
      id: 'sample-size',
      title: 'Sample Size Without Tears',
      date: '2026-09-16',
      author: 'Neha Kulkarni',
      excerpt: 'Why "as many as possible" is not an answer & how a power analysis gives you one.',
    },
    {
      id: 'thesis-statement',
      title: 'How to Write a Thesis Statement <That Holds Up>',
      date: '2026-10-28',
      author: 'Dr. Kavita Menon',
      excerpt: 'A claim someone could disagree with.',
    },
    { id: 'coming', title: 'Coming', date: '2026-11-30', publishAt: '2026-12-01T09:00:00+05:30', excerpt: 'Soon.' },
  ],
};
const origin = 'https://criticallyinklined.com';

describe('the blog feed', () => {
  test('is Atom a strict parser reads: every post out with its title, link, dates, author and summary', () => {
    const feed = parseXml(blogFeedXml(origin, index, Date.parse('2026-11-30T00:00:00Z'))!);
    expect(feed.name).toBe('feed');
    expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(texts(feed, 'title')).toEqual(['Critically Inklined Blog']);
    expect(texts(feed, 'id')).toEqual([`${origin}/blog`]);
    expect(texts(feed, 'updated')).toEqual(['2026-10-28T12:00:00.000Z']);
    expect(feed.children.filter((c) => c.name === 'link').map((c) => c.attributes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: 'alternate', href: `${origin}/blog` }),
        expect.objectContaining({ rel: 'self', href: `${origin}/blog/feed.xml` }),
      ]),
    );
    const entries = feed.children.filter((c) => c.name === 'entry');
    // Newest first; the scheduled post is not out yet.
    expect(entries.map((e) => texts(e, 'title')[0])).toEqual([
      'How to Write a Thesis Statement <That Holds Up>',
      'Sample Size Without Tears',
    ]);
    const [first] = entries;
    for (const name of ['id', 'title', 'updated', 'published', 'summary', 'link', 'author']) {
      expect(child(first!, name)).toBeDefined();
    }
    expect(child(first!, 'link')?.attributes.href).toBe(`${origin}/blog/thesis-statement`);
    expect(texts(first!, 'id')).toEqual([`${origin}/blog/thesis-statement`]);
    expect(texts(child(first!, 'author')!, 'name')).toEqual(['Dr. Kavita Menon']);
    expect(texts(entries[1]!, 'summary')).toEqual([
      'Why "as many as possible" is not an answer & how a power analysis gives you one.',
    ]);
  });

  test('a scheduled post joins the feed at its publish time', () => {
    const at = (iso: string) =>
      parseXml(blogFeedXml(origin, index, Date.parse(iso))!).children.filter((c) => c.name === 'entry');
    expect(at('2026-12-01T03:29:59Z')).toHaveLength(2);
    expect(at('2026-12-01T03:30:00Z')).toHaveLength(3);
  });

  test('while marketing cannot say which posts exist, there is no feed', () => {
    expect(blogFeedXml(origin, undefined, Date.now())).toBeUndefined();
    expect(blogFeedXml(origin, { posts: [{ id: 1 }] }, Date.now())).toBeUndefined();
    // Dates it would write and cannot read: the index is not used, the server does not throw.
    expect(blogFeedXml(origin, { posts: [{ id: 'p', title: 'P', date: 'yesterday' }] }, Date.now())).toBeUndefined();
    expect(blogFeedXml(origin, { posts: [{ id: 'p', title: 'P', publishAt: 'soon' }] }, Date.now())).toBeUndefined();
  });
});
