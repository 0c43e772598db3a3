import { replyPromise } from '@inklined/brand/site-facts';

export const blogText = {
  documentTitle: 'Blog',
  description:
    'Practical notes on academic writing, presentations, thesis writing and research methods from the Critically Inklined team.',
  title: 'Our Blog',
  lead: 'Practical notes on academic writing, presentations, thesis writing and research methods.',
  categoriesLabel: 'Filter posts by category',
  all: 'All',
  readMore: 'Read More',
  /** A Read More's name for screen readers, which hear many of them in a row. */
  readMoreLabel: (title: string) => `Read More: ${title}`,
  postDocumentTitle: (title: string) => `${title} | Blog`,
  backToBlog: 'Back to the blog',
  byline: 'By',
  postNotFound: 'Post not found',
  postNotFoundEyebrow: 'Blog',
  postNotFoundBody: 'This post does not exist or has moved. The blog has every post we have published.',
  postNotFoundDescription: 'The blog post you asked for does not exist.',
  nextHeading: 'Want an expert to look at your work?',
  nextLead: `Tell us about your project and we will reply ${replyPromise} with a plan and a price.`,
  nextButton: 'Speak with an Expert',
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
  /** The post's illustration (an SVG made for the site) and what it shows. */
  readonly image: {
    readonly motif: 'pages' | 'slides' | 'thesis' | 'chart' | 'quote' | 'magnifier';
    readonly alt: string;
  };
  /** The whole post, one paragraph per entry, on its own page (`/blog/<id>`). */
  readonly body: readonly string[];
}

/** Words a reader reads in a minute: the rate most read-time estimates take for prose. */
const wordsPerMinute = 200;

/** "3 min read", from the post's own words, so the figure follows the text when it changes. */
export function readTime(post: Pick<BlogPost, 'body'>): string {
  const words = post.body.join(' ').split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / wordsPerMinute))} min read`;
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
    image: { motif: 'quote', alt: 'A quotation mark over lines of text' },
    body: [
      'A thesis statement is not a topic. "Social media and elections" is a topic; "Targeted political advertising on social media narrowed the issues voters discussed in the 2024 campaign" is a claim. The difference is that a reasonable reader could disagree with the second sentence, and your essay exists to persuade them.',
      'Start from your evidence, not your ambitions. Write down the three strongest points your sources support, then ask what single sentence would need all three of them. That sentence is your first draft.',
      'Test it: can you name the counter-argument? Does every paragraph of your outline serve it? If a paragraph does not, either the paragraph goes or the thesis grows. Revise the statement last, once the essay has taught you what you really think.',
      'Place the statement where readers expect it. In most essays that is the last sentence or two of the introduction, after you have set out the problem and before the first body paragraph. A reader who knows your claim early reads everything that follows as evidence for or against it, which is exactly the reading you want.',
      'Make it specific enough to be wrong. "Climate policy matters for agriculture" survives any evidence because it says almost nothing. "Subsidised crop insurance in Maharashtra reduced farmer distress borrowing more than direct cash transfers did between 2016 and 2022" names a place, a period, a comparison and an outcome. Each of those words is a promise your paragraphs must keep.',
      'Watch for three common weak forms. The announcement ("This essay will discuss...") states a plan, not a claim. The fact ("India has 22 scheduled languages") needs no argument. The list ("Social media affects politics in many ways") defers the real decision to the reader. If your draft looks like one of these, ask "so what?" until the answer is a claim.',
      'Finally, let your supervisor or a peer read only your thesis statement and your topic sentences. If they can reconstruct the argument from those lines alone, your structure is sound. If they cannot, the fix is usually in the thesis, not in the paragraphs.',
      'A quick checklist before you submit: the statement is one or two sentences; it makes a claim, not an announcement; it names its scope (who, where, when); it previews the reasons you will give; and a reader could sensibly argue the opposite. If all five hold, the rest of the essay has a clear job to do, and your examiner can see at once whether you did it.',
    ],
  },
  {
    id: 'defence-slides',
    title: 'Ten Slides for a Calm Thesis Defence',
    excerpt: 'Committees remember structure, not decoration. A ten-slide skeleton that keeps your defence on track.',
    author: 'Arjun Sethi',
    date: '2026-10-14',
    category: 'Presentations',
    image: { motif: 'slides', alt: 'Three presentation slides with a bar chart' },
    body: [
      'Your committee has read the thesis. The defence is not a summary; it is an argument that the work answers its question. Ten slides are enough: title, the problem, the gap, your question, method, three results, contribution and limitations, and next steps.',
      'Give each slide one message and write that message as the slide title: "Adherence fell by a third after week six" beats "Results 2". Then the committee can follow you even when they read ahead.',
      'Rehearse the questions, not the talk. List the five questions you fear most and prepare a backup slide for each; an answer with a figure ready is the calmest answer there is.',
      'Design for the back of the room. Use one figure or one short statement per slide, at least 24-point text, and labels directly on the chart instead of a legend. A committee member squinting at a dense table is not listening to you; a clean figure with the key number circled lets them listen and look at once.',
      'Keep the method slide honest and brief. Name the design, the sample, the main measures and the analysis in a single diagram if you can. Examiners probe methods because that is where conclusions are won or lost, so show that you know the weak points: a limitation you name yourself sounds like judgement, while one an examiner finds sounds like an oversight.',
      'Time the talk at ninety seconds a slide, which gives fifteen minutes for ten slides and leaves room for questions. Practise out loud at least three times, once in front of someone who does not know your field. Their confusion shows you which slide titles still hide the message.',
      'On the day, bring the backup slides, a printed copy of the thesis with tabs on the key tables, and water. When a question is hard, pause, repeat it in your own words and answer the part you can answer well first. A calm "that is a fair limitation, and here is how I would address it" earns more credit than a defensive answer.',
      'After the defence, write down every question you were asked while they are fresh, with the answer you gave and the answer you wish you had given. Corrections are often requested in exactly those places, and the list becomes the plan for your revisions and for the first paper you write from the thesis.',
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
    image: { motif: 'thesis', alt: 'A stack of books with a bookmark' },
    body: [
      'Reviews that list one study per paragraph read like annotated bibliographies. Examiners want synthesis: what the field agrees on, where it disagrees, and what nobody has asked yet.',
      'Before drafting, sort your sources into themes on a single page. Under each theme, note the consensus, the contradictions and the methods used. The gaps in your map are the gaps in the literature, and one of them should lead straight to your research question.',
      'Then write theme by theme, opening each section with the claim the studies support together, and citing them in groups rather than one by one.',
      'A practical way to build the map is a synthesis matrix: a spreadsheet with one row per source and one column per theme, plus columns for method, sample and key finding. Filling it in forces you to read every paper for the same questions, and patterns appear that a pile of notes hides, such as every trial in your area using the same outcome measure or the same region.',
      "Decide the review's scope before you search, and write it down: the databases, the years, the search terms and what you include or exclude. Examiners ask how you found your sources, and a stated strategy turns a potentially awkward question into an easy one. For a systematic review this becomes a formal protocol; for a thesis chapter a paragraph is usually enough.",
      'Organise the chapter by theme or by debate, rarely by date. A chronological review makes sense only when the history itself is the point, for instance how a definition changed. Otherwise open each section with the claim the studies support together, show where they disagree and why (different samples, measures or settings), and close with what remains unknown.',
      "End the review by leading the reader to your question. The final paragraphs should make your study feel necessary: given what is known and what is missing, this is the question that needs answering, and this is why your design can answer it. If the last page of your review could sit in front of anyone's thesis, it needs to be sharpened.",
      'Keep the review alive while you work. New papers appear during a long project, and an examiner will notice if a key study from the last year is missing. Set a saved search or an alert in your main databases, add new sources to the matrix as they arrive, and revise the chapter once more just before submission.',
    ],
  },
  {
    id: 'sample-size',
    title: 'Sample Size Without Tears',
    excerpt: 'Why "as many as possible" is not an answer, and how a power analysis gives you one you can defend.',
    author: 'Neha Kulkarni',
    date: '2026-09-16',
    category: 'Research Methods',
    image: { motif: 'chart', alt: 'A bell curve over a bar chart' },
    body: [
      'Reviewers ask how you chose your sample size because an underpowered study can miss a real effect and an oversized one wastes participants. The answer is a power analysis done before data collection.',
      'You need four numbers: the effect size you expect (from pilot data or earlier studies), the significance level (usually 0.05), the power you want (usually 0.80) and the test you will run. Free tools such as G*Power turn these into a sample size.',
      'Report the calculation in your methods section, add a margin for dropouts, and if practical limits force a smaller sample, say so and discuss what effects you could still detect.',
      'The effect size is the number students struggle with most. Do not pick "medium" by default. Look for a meta-analysis or two or three well-run studies with similar populations and measures, and use their estimate. If the literature is thin, run a small pilot, but treat pilot estimates with caution: small samples exaggerate effects, so a conservative value protects you.',
      'Match the calculation to the analysis you will actually run. A t-test, a chi-square test, a correlation and a multiple regression each need different inputs, and a study with several groups or repeated measures needs a design-specific calculation. If your main analysis is a regression with five predictors, calculate for that model, not for a simple comparison of two means.',
      'Qualitative studies follow a different logic. There is no power analysis for interviews; instead you justify the sample by the depth of analysis and by saturation, the point at which new interviews stop adding new themes. Say how you will judge that point, and report how many interviews it took.',
      'A short worked example helps reviewers. For instance: "Based on a standardised mean difference of 0.5 reported by earlier trials, a two-tailed independent t-test with alpha 0.05 and power 0.80 requires 64 participants per group; allowing for 15 percent attrition, we will recruit 76 per group." One sentence like this answers most sample-size questions before they are asked.',
      'Finally, remember that a sample size is a plan, not a guarantee. Record how many people you approached, how many agreed, and how many completed the study, and report the flow in a diagram. If recruitment falls short, say so plainly and interpret your results in the light of the power you actually achieved.',
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
    image: { motif: 'pages', alt: 'Two pages side by side with highlighted lines' },
    body: [
      'Similarity software flags strings of matching words, so swapping synonyms only hides the problem. Real paraphrasing starts from understanding: read the passage, close it, and explain the idea as you would to a colleague.',
      'Then compare your version with the original. If the sentence structure still mirrors the source, rebuild it around your own point. And cite the source anyway: a paraphrase is still someone else’s idea.',
      'Where the wording itself matters, such as a definition or a striking phrase, quote it exactly and keep quotations short.',
      'A four-step routine keeps paraphrasing honest. First, read the passage until you can explain it without looking. Second, put the source away and write your version from memory, in your own sentence structure. Third, check it against the original for accuracy and for borrowed phrases. Fourth, add the citation, with a page number if your style guide asks for one.',
      'Summarising is often better than paraphrasing. If you need the idea rather than the detail, compress a paragraph into a sentence. Summaries are naturally in your own words, and they keep your writing focused on your argument rather than on retelling each source at length.',
      'Synthesis is the strongest move of all. Instead of paraphrasing three papers one after another, write one sentence that connects them: "Three trials in South Asia found similar effects, although all relied on self-reported adherence (Rao, 2019; Das, 2021; Iqbal, 2022)." That sentence cannot match any single source, and it shows the examiner that you understand the field.',
      'When you read your similarity report, remember that a number is not a verdict. Matches in references, standard phrases and properly quoted passages are expected. What matters is whether any unquoted sentence follows a source closely. Fix those passages by rewriting from understanding, not by replacing words, and keep your notes so you can show where every idea came from.',
      "Good habits start at the note-taking stage. Mark every copied sentence in your notes with quotation marks and the page number, and write your own comments in a different colour. Most accidental plagiarism begins months earlier, when a copied sentence in a note is later mistaken for the writer's own words.",
      "If you are unsure whether a passage is too close to its source, ask your supervisor or your university's writing centre before submission. It is a normal question, and it is far easier to fix a paragraph in a draft than to explain it to an integrity panel.",
    ],
  },
  {
    id: 'research-questions',
    title: 'From Curiosity to a Researchable Question',
    excerpt: 'Good research questions are narrow, answerable and worth answering. Three tests to get there.',
    author: 'Neha Kulkarni',
    date: '2026-08-12',
    category: 'Research Methods',
    image: { motif: 'magnifier', alt: 'A magnifying glass over a question mark' },
    body: [
      'Most projects begin with an interest that is far too broad. Narrow it with three tests. Is it specific: who, where, when and which outcome? Is it answerable with data you can get in the time you have? Is it significant: would the answer change a practice, a policy or a theory?',
      'Write the question in one sentence, then write the method that would answer it. If the method is vague, the question still is.',
      'Check the literature last: if the question has been answered, look for a population, a setting or a method that has not been tried.',
      'Frameworks help you check that a question is complete. For health and social-science questions, PICO asks for the Population, Intervention or exposure, Comparison and Outcome: "In first-year nursing students (P), does simulation training (I) compared with lectures (C) improve clinical confidence (O)?" For qualitative work, SPIDER (Sample, Phenomenon of Interest, Design, Evaluation, Research type) does the same job.',
      'Decide early whether your question is descriptive, comparative or explanatory. "How many students use AI tools for assignments?" describes. "Do engineering students use them more than humanities students?" compares. "Why do students who use them report less anxiety?" explains. Each type needs a different design, and mixing them in one question is a common cause of muddled methods chapters.',
      'Feasibility deserves an honest look. List what you need: participants, permissions, ethics approval, instruments, software and time. If recruitment alone would take six months of a twelve-month project, narrow the population or change the setting now. A smaller question answered well is worth more than a grand one left unfinished.',
      'Write two or three versions of the question and show them to your supervisor side by side. Ask which one they would most like to read the answer to. That conversation often reveals the version that is both interesting and doable, and it gives you a question you can defend when an examiner asks why you chose it.',
      'Expect the question to change a little as you read and collect data, and let it, within reason. Keep a dated record of each version and the reason for the change. Examiners accept a question that was refined for good reasons; what they question is a study whose question seems to have been written after the results.',
    ],
  },
];

/** The post with this id, if there is one. */
export function findPost(postId: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === postId);
}
