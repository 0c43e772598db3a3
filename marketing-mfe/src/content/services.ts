import { routePaths } from '@inklined/contracts/routes';
import { serviceNames, type ContactService } from '@inklined/modal-store/modal-store';
import type { IconName } from '../ui/icons/icon-paths';
import type { IconCard } from './icon-card';
import { replyPromise } from '@inklined/brand/site-facts';
import { supportCard } from './support';

export const servicesText = {
  nextStep: {
    heading: 'Not sure which tier fits?',
    lead: `Tell us about your project and a subject expert will suggest the right service and price ${replyPromise}.`,
    expertButton: 'Tell us about your project',
    link: { to: routePaths.faq, label: 'Read the FAQ' },
  },
  documentTitle: 'Services and Pricing',
  description:
    'Prices for research articles, theses and PPT presentations in three tiers each, and help with research, editing, plagiarism and referencing.',
  title: 'Our Services',
  lead: 'Articles, theses and presentations in three tiers each, and expert help at every stage of your work.',
  pricingHeading: 'Pricing',
  pricingNote: 'All prices in USD, excluding taxes.',
  choose: 'Get Started',
  topicsHeading: 'How We Help',
  includedHeading: "What's Included in Every Order",
} as const;

export type PriceGroup = 'articles' | 'thesis' | 'ppt';

export interface PriceTier {
  readonly title: string;
  readonly price: string;
  readonly features: readonly string[];
  /** The tier's accent in the design: plain, featured or premium. */
  readonly color: 'plain' | 'featured' | 'premium';
}

export interface PriceTab {
  readonly id: PriceGroup;
  readonly label: string;
  /** The service the contact popup opens with from this tab's tiers. */
  readonly service: ContactService;
  readonly tiers: readonly PriceTier[];
}

/** Spec section 9: the nine price tiers, every listed content line. */
export const priceTabs: readonly PriceTab[] = [
  {
    id: 'articles',
    label: serviceNames.articles,
    service: 'articles',
    tiers: [
      {
        title: 'Basic',
        price: '$100',
        features: ['1 article', '3+1 revisions', '7 days', 'Plagiarism report'],
        color: 'plain',
      },
      { title: 'Standard', price: '$400', features: ['3 articles', '5 days per article'], color: 'featured' },
      { title: 'Premium', price: '$650', features: ['5 articles', '5 days per article'], color: 'premium' },
    ],
  },
  {
    id: 'thesis',
    label: serviceNames.thesis,
    service: 'thesis',
    tiers: [
      {
        title: 'Basic',
        price: '$250',
        features: ['Basic formatting', 'Client supplies master chart', '1.5 months'],
        color: 'plain',
      },
      {
        title: 'Standard',
        price: '$350',
        features: ['Master chart', 'Excel data analysis', '1 month'],
        color: 'featured',
      },
      {
        title: 'Premium',
        price: '$500',
        features: ['Proposal', 'Master chart', 'SPSS/Excel analysis', 'Optional PowerPoint summary', '1 month'],
        color: 'premium',
      },
    ],
  },
  {
    id: 'ppt',
    label: serviceNames.ppt,
    service: 'ppt',
    tiers: [
      { title: 'Basic', price: '$100', features: ['1 PPT', '20-25 slides', '1+1 revisions', '7 days'], color: 'plain' },
      { title: 'Standard', price: '$300', features: ['3 PPT', '5 days each'], color: 'featured' },
      {
        title: 'Premium',
        price: '$500',
        features: ['5 PPT', '30+ slides', '2+1 revisions', '5 days each'],
        color: 'premium',
      },
    ],
  },
];

export interface ServiceTopic {
  readonly id: 'research' | 'thesis' | 'essay' | 'editing' | 'plagiarism' | 'referencing';
  readonly label: string;
  readonly icon: IconName;
  readonly description: string;
  readonly points: readonly [string, string, string];
}

/** The six topics of the services page; "research" is selected at first (spec section 2). */
export const serviceTopics: readonly ServiceTopic[] = [
  {
    id: 'research',
    label: 'Research',
    icon: 'research',
    description:
      'From a research question to a paper reviewers can follow: we help you design the study, search the literature and write up what you found.',
    points: [
      'Research questions, hypotheses and study design',
      'Systematic literature searches with a documented strategy',
      'Results and discussion written for your target journal',
    ],
  },
  {
    id: 'thesis',
    label: 'Thesis',
    icon: 'thesis',
    description:
      'A thesis is a long project. A writer from your field works with you chapter by chapter, on a schedule that fits your submission date.',
    points: [
      'Proposal, synopsis and chapter outlines',
      'Master chart, data analysis and interpretation',
      'Formatting to your university’s guidelines',
    ],
  },
  {
    id: 'essay',
    label: 'Essay',
    icon: 'essay',
    description:
      'Essays with a clear thesis statement, a structure that carries the argument and evidence from sources your marker will respect.',
    points: [
      'Argumentative, analytical and reflective essays',
      'Structure planned against your marking rubric',
      'Sources from peer-reviewed journals and books',
    ],
  },
  {
    id: 'editing',
    label: 'Editing',
    icon: 'editing',
    description:
      'Your words, improved: we correct language and style, tighten the argument and keep your voice, with every change tracked.',
    points: [
      'Grammar, spelling, punctuation and word choice',
      'Flow, structure and consistency of terms',
      'Tracked changes and comments you can review',
    ],
  },
  {
    id: 'plagiarism',
    label: 'Plagiarism',
    icon: 'plagiarism',
    description:
      'A high similarity score puts your work at risk. We rewrite flagged passages in new words and cite what needs citing.',
    points: [
      'Similarity check before and after the work',
      'Paraphrasing that keeps the meaning intact',
      'Missing citations found and added',
    ],
  },
  {
    id: 'referencing',
    label: 'Referencing',
    icon: 'referencing',
    description:
      'Every in-text citation matched to a complete reference, in the style your department or journal asks for.',
    points: [
      'APA, MLA, Harvard, Chicago and Vancouver',
      'Reference lists checked against the sources',
      'Citation managers set up (Zotero, Mendeley, EndNote)',
    ],
  },
];

/** Spec section 2: plagiarism-free content, on-time delivery, free revisions, support (README, differences). */
export const includedInEveryOrder: readonly IconCard[] = [
  {
    title: 'Plagiarism-free content',
    text: 'Original work, delivered with its plagiarism report.',
    icon: 'plagiarism',
  },
  { title: 'On-time delivery', text: 'The date we agree is the date you get it.', icon: 'clock' },
  { title: 'Free revisions', text: 'Changes within the brief, at no extra cost.', icon: 'editing' },
  {
    title: supportCard.title,
    text: supportCard.text,
    icon: 'support',
  },
];
