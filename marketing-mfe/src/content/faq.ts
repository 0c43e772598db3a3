import { replyPromise } from '@inklined/brand/site-facts';

export const faqText = {
  documentTitle: 'FAQ',
  description:
    'Answers about our writers, publication, confidentiality, urgent deadlines, plagiarism, getting started and student discounts.',
  title: 'Frequently Asked Questions',
  lead: 'Answers to what students and researchers ask us most often.',
  supportHeading: 'Still have a question?',
  supportLead: `Our team answers ${replyPromise}.`,
  supportButton: 'Contact Support',
} as const;

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** The seven questions of spec section 2, in order. */
export const faqItems: readonly FaqItem[] = [
  {
    id: 'writers',
    question: 'Who are your writers?',
    answer:
      'Our 18 active writers are graduates of the disciplines they write in, most of them with a postgraduate or doctoral degree. Each order is matched to a writer by subject, level and deadline.',
  },
  {
    id: 'publication',
    question: 'Do you guarantee publication?',
    answer:
      'No honest service can: acceptance is the journal’s decision. We make your manuscript as strong as it can be, follow the journal’s author guidelines to the letter and help you respond to reviewers.',
  },
  {
    id: 'confidentiality',
    question: 'Is my work kept confidential?',
    answer:
      'Yes. Your name, your files and your work are shared only with the writer assigned to your order, and we never publish or reuse what we write for you.',
  },
  {
    id: 'urgent',
    question: 'Can you handle urgent deadlines?',
    answer:
      'Often, yes. Tell us your deadline when you get in touch; for short pieces and edits we can work within days. We will say honestly if a deadline is too tight for good work.',
  },
  {
    id: 'plagiarism',
    question: 'Is the work plagiarism-free?',
    answer:
      'Every piece is written from scratch and every source is cited. Every delivery comes with its plagiarism report.',
  },
  {
    id: 'start',
    question: 'How do I get started?',
    answer: `Send us your brief through the contact form, by e-mail or on chat. We reply ${replyPromise}, with questions, a quote and a delivery date.`,
  },
  {
    id: 'discounts',
    question: 'Do you offer student discounts?',
    answer:
      'Yes. Students get a 15% discount when they recommend our service to their institution. There is also 20% off your first order, 15% off three or more assignments and 10% off for referrals.',
  },
];
