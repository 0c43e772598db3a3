/** Headings and lead paragraphs of the marketing pages. */
export interface PageIntro {
  readonly title: string;
  readonly lead: string;
  /** The page's part of the document title. */
  readonly documentTitle: string;
}

export const pageIntros = {
  services: {
    title: 'Our Services',
    documentTitle: 'Services and Pricing',
    lead: 'Articles, theses and presentations in three price tiers each, and help with research, editing, plagiarism and referencing.',
  },
  blog: {
    title: 'Our Blog',
    documentTitle: 'Blog',
    lead: 'Notes on academic writing, presentations, thesis writing and research methods.',
  },
  about: {
    title: 'About Us',
    documentTitle: 'About Us',
    lead: 'Researchers, writers and editors helping students, scholars and professionals write with clarity and rigour.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    documentTitle: 'FAQ',
    lead: 'Answers to what students and researchers ask us most often.',
  },
  contact: {
    title: 'Contact Us',
    documentTitle: 'Contact Us',
    lead: 'Call, e-mail, chat or send us a message: we reply within 24 hours.',
  },
} as const satisfies Record<string, PageIntro>;

export const homeHero = {
  documentTitle: 'Academic Writing and Critique',
  description:
    'Academic writing, editing and critique for students, PhD candidates, researchers and professionals worldwide.',
  lines: ['Academic writing, critically crafted', 'for students, scholars and professionals'],
  lead: 'Theses, research articles, presentations and essays, written and edited by subject experts worldwide.',
  aboutButton: 'About Us',
  expertButton: 'Speak with an Expert',
} as const;
