export const blogText = {
  documentTitle: 'Blog',
  description:
    'Practical notes on academic writing, presentations, thesis writing and research methods from the Critically Inklined team.',
  title: 'Our Blog',
  lead: 'Practical notes on academic writing, presentations, thesis writing and research methods.',
  categoriesLabel: 'Filter posts by category',
  all: 'All',
  readMore: 'Read More',
  readLess: 'Read Less',
  loadMore: 'Load More',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} posts`,
  noPosts: 'No posts in this category yet.',
  newsletterHeading: 'Get new posts by e-mail',
  newsletterLead: 'One e-mail when a new post is out. No spam; unsubscribe with a reply.',
} as const;

export const blogCategories = ['Academic Writing', 'Presentations', 'Thesis Writing', 'Research Methods'] as const;
export type BlogCategory = (typeof blogCategories)[number];

export interface BlogPost {
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly author: string;
  /** ISO date, shown in the reader's words. */
  readonly date: string;
  readonly category: BlogCategory;
  readonly readTime: string;
  /** The post's illustration (an SVG made for the site) and what it shows. */
  readonly image: {
    readonly motif: 'pages' | 'slides' | 'thesis' | 'chart' | 'quote' | 'magnifier';
    readonly alt: string;
  };
  /** The whole post, one paragraph per entry, shown when the reader asks for more. */
  readonly body: readonly string[];
}

/** How many posts show before "Load More". */
export const postsPerPage = 3;

/** The six sample posts (spec section 2). */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'thesis-statement',
    title: 'How to Write a Thesis Statement That Holds Up',
    excerpt:
      'A good thesis statement makes a claim someone could disagree with. Here is how to find yours and test it.',
    author: 'Dr. Kavita Menon',
    date: '2026-10-28',
    category: 'Academic Writing',
    readTime: '6 min read',
    image: { motif: 'quote', alt: 'A quotation mark over lines of text' },
    body: [
      'A thesis statement is not a topic. "Social media and elections" is a topic; "Targeted political advertising on social media narrowed the issues voters discussed in the 2024 campaign" is a claim. The difference is that a reasonable reader could disagree with the second sentence, and your essay exists to persuade them.',
      'Start from your evidence, not your ambitions. Write down the three strongest points your sources support, then ask what single sentence would need all three of them. That sentence is your first draft.',
      'Test it: can you name the counter-argument? Does every paragraph of your outline serve it? If a paragraph does not, either the paragraph goes or the thesis grows. Revise the statement last, once the essay has taught you what you really think.',
    ],
  },
  {
    id: 'defence-slides',
    title: 'Ten Slides for a Calm Thesis Defence',
    excerpt: 'Committees remember structure, not decoration. A ten-slide skeleton that keeps your defence on track.',
    author: 'Arjun Sethi',
    date: '2026-10-14',
    category: 'Presentations',
    readTime: '5 min read',
    image: { motif: 'slides', alt: 'Three presentation slides with a bar chart' },
    body: [
      'Your committee has read the thesis. The defence is not a summary; it is an argument that the work answers its question. Ten slides are enough: title, the problem, the gap, your question, method, three results, contribution and limitations, and next steps.',
      'Give each slide one message and write that message as the slide title: "Adherence fell by a third after week six" beats "Results 2". Then the committee can follow you even when they read ahead.',
      'Rehearse the questions, not the talk. List the five questions you fear most and prepare a backup slide for each; an answer with a figure ready is the calmest answer there is.',
    ],
  },
  {
    id: 'literature-review-map',
    title: 'Mapping the Literature Before You Write the Review',
    excerpt:
      'A literature review is an argument about a field. Build a map of themes first and the chapter almost writes itself.',
    author: 'Dr. Kavita Menon',
    date: '2026-09-30',
    category: 'Thesis Writing',
    readTime: '7 min read',
    image: { motif: 'thesis', alt: 'A stack of books with a bookmark' },
    body: [
      'Reviews that list one study per paragraph read like annotated bibliographies. Examiners want synthesis: what the field agrees on, where it disagrees, and what nobody has asked yet.',
      'Before drafting, sort your sources into themes on a single page. Under each theme, note the consensus, the contradictions and the methods used. The gaps in your map are the gaps in the literature, and one of them should lead straight to your research question.',
      'Then write theme by theme, opening each section with the claim the studies support together, and citing them in groups rather than one by one.',
    ],
  },
  {
    id: 'sample-size',
    title: 'Sample Size Without Tears',
    excerpt: 'Why "as many as possible" is not an answer, and how a power analysis gives you one you can defend.',
    author: 'Neha Kulkarni',
    date: '2026-09-16',
    category: 'Research Methods',
    readTime: '8 min read',
    image: { motif: 'chart', alt: 'A bell curve over a bar chart' },
    body: [
      'Reviewers ask how you chose your sample size because an underpowered study can miss a real effect and an oversized one wastes participants. The answer is a power analysis done before data collection.',
      'You need four numbers: the effect size you expect (from pilot data or earlier studies), the significance level (usually 0.05), the power you want (usually 0.80) and the test you will run. Free tools such as G*Power turn these into a sample size.',
      'Report the calculation in your methods section, add a margin for dropouts, and if practical limits force a smaller sample, say so and discuss what effects you could still detect.',
    ],
  },
  {
    id: 'paraphrasing',
    title: 'Paraphrasing That Passes the Similarity Check Honestly',
    excerpt:
      'Changing a few words is not paraphrasing. A method for restating sources in your own voice, with the credit they deserve.',
    author: 'Arjun Sethi',
    date: '2026-08-29',
    category: 'Academic Writing',
    readTime: '5 min read',
    image: { motif: 'pages', alt: 'Two pages side by side with highlighted lines' },
    body: [
      'Similarity software flags strings of matching words, so swapping synonyms only hides the problem. Real paraphrasing starts from understanding: read the passage, close it, and explain the idea as you would to a colleague.',
      'Then compare your version with the original. If the sentence structure still mirrors the source, rebuild it around your own point. And cite the source anyway: a paraphrase is still someone else’s idea.',
      'Where the wording itself matters, such as a definition or a striking phrase, quote it exactly and keep quotations short.',
    ],
  },
  {
    id: 'research-questions',
    title: 'From Curiosity to a Researchable Question',
    excerpt: 'Good research questions are narrow, answerable and worth answering. Three tests to get there.',
    author: 'Neha Kulkarni',
    date: '2026-08-12',
    category: 'Research Methods',
    readTime: '6 min read',
    image: { motif: 'magnifier', alt: 'A magnifying glass over a question mark' },
    body: [
      'Most projects begin with an interest that is far too broad. Narrow it with three tests. Is it specific: who, where, when and which outcome? Is it answerable with data you can get in the time you have? Is it significant: would the answer change a practice, a policy or a theory?',
      'Write the question in one sentence, then write the method that would answer it. If the method is vague, the question still is.',
      'Check the literature last: if the question has been answered, look for a population, a setting or a method that has not been tried.',
    ],
  },
];
