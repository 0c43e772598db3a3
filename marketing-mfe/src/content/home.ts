import type { IconName } from '../ui/icons/icon-paths';
import type { IconCard } from './icon-card';
import { priceTabs } from './services';
import { replyPromise } from '@inklined/brand/site-facts';
import { supportCard } from './support';

/** Home (spec section 2): hero, stats, services, why us, testimonials, discounts. */
export const homeText = {
  documentTitle: 'Academic Writing and Critique',
  description:
    'Academic writing, editing and critique for students, PhD candidates, researchers and professionals worldwide, from subject experts in New Delhi.',
  hero: {
    eyebrow: 'Academic writing and critique, since 2020',
    lines: ['Academic writing, critically crafted', 'for students, scholars and professionals'],
    lead: 'Theses, research articles, presentations and essays, written, edited and critiqued by subject experts for students, scholars and professionals worldwide.',
    aboutButton: 'About Us',
    expertButton: 'Speak with an Expert',
    factsLabel: 'At a glance',
  },
  statsHeading: 'Critically Inklined in numbers',
  servicesHeading: 'What We Do',
  servicesLead: 'Twelve ways we help you move your work from first idea to final submission.',
  whyHeading: 'Why Choose Us',
  whyLead: 'What every client gets, whatever the deadline or discipline.',
  testimonialsHeading: 'What Our Clients Say',
  discountsHeading: 'Special Discounts',
  discountsLead: 'Ways to save on your order. Ask us when you get in touch.',
  expertHeading: 'Not sure where to start?',
  expertLead: `Tell us about your project and a subject expert will get back to you ${replyPromise}.`,
  nextStepButton: 'Tell us about your project',
  blogLink: 'Read our advice first',
} as const;

export interface Stat {
  readonly value: string;
  readonly label: string;
}

/** Spec section 2, to the letter. */
export const stats: readonly Stat[] = [
  { value: '18', label: 'Active writers' },
  { value: '5+', label: 'Years in business' },
  { value: '50+', label: 'Disciplines' },
  { value: '4000+', label: 'Completed orders' },
];

export interface ServiceCard {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

/** The twelve services of the "What We Do" carousel, in the spec's order. */
export const serviceCards: readonly ServiceCard[] = [
  {
    title: 'Essays & Assignments',
    description: 'Well-argued essays and coursework that follow your brief, your rubric and your referencing style.',
    icon: 'essay',
  },
  {
    title: 'Research Papers',
    description: 'Original papers built on a sound method, current literature and results presented for review.',
    icon: 'research',
  },
  {
    title: 'Literature Reviews',
    description: 'Systematic and narrative reviews that map a field, weigh the evidence and show the gap.',
    icon: 'literature',
  },
  {
    title: 'Dissertations/Theses',
    description: 'Support from proposal to final chapter, with a writer who knows your discipline.',
    icon: 'thesis',
  },
  {
    title: 'Reports & Case Studies',
    description: 'Clear, structured reports and case analyses for academic and professional readers.',
    icon: 'report',
  },
  {
    title: 'Editing & Proofreading',
    description: 'Language, flow, structure and consistency checked line by line, with tracked changes.',
    icon: 'editing',
  },
  {
    title: 'Plagiarism Removal',
    description: 'Careful rewriting and citation of flagged passages, with a similarity report to show for it.',
    icon: 'plagiarism',
  },
  {
    title: 'Presentations',
    description: 'Slide decks for defences, conferences and classes, designed to be read from the back row.',
    icon: 'presentation',
  },
  {
    title: 'Questionnaire Preparation',
    description: 'Valid, unbiased survey instruments with scales, piloting advice and a coding plan.',
    icon: 'questionnaire',
  },
  {
    title: 'Abstracts',
    description: 'Abstracts that state the problem, the method and the finding within the word limit.',
    icon: 'abstract',
  },
  {
    title: 'Statistical Analysis',
    description: 'Descriptive and inferential analysis in SPSS, Excel or R, explained in plain words.',
    icon: 'statistics',
  },
  {
    title: 'Topic Selection',
    description: 'Researchable, original topics matched to your interests, your field and your timeline.',
    icon: 'topic',
  },
];

/** "Why Choose Us": the spec's six points. */
export const reasons: readonly IconCard[] = [
  {
    title: 'Qualified writers',
    text: 'Graduates of the discipline they write for, most of them with a postgraduate or doctoral degree.',
    icon: 'qualified',
  },
  {
    title: 'Custom content',
    text: 'Every piece is written from scratch for your brief, never reused or resold.',
    icon: 'custom',
  },
  {
    title: 'Global standards',
    text: 'APA, MLA, Harvard, Vancouver or your university’s own style, applied throughout.',
    icon: 'global',
  },
  {
    title: 'On-time delivery',
    text: 'Agreed milestones and a delivery date we keep, urgent orders included.',
    icon: 'clock',
  },
  {
    title: 'Confidentiality',
    text: 'Your identity, your files and your work stay between you and your writer.',
    icon: 'lock',
  },
  {
    title: supportCard.title,
    text: supportCard.text,
    icon: 'support',
  },
];

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly university: string;
  readonly content: string;
  readonly rating: number;
  readonly service: string;
}

/** Seven clients' words (spec section 2: name, role, university, content, rating 5, service). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    role: 'PhD candidate, Public Health',
    university: 'University of Delhi',
    content:
      'My methods chapter finally reads the way my supervisor wanted. The editor explained every change, so I learned as much as I fixed.',
    rating: 5,
    service: 'Editing & Proofreading',
  },
  {
    name: 'Daniel Okafor',
    role: 'MSc student, Data Science',
    university: 'University of Manchester',
    content:
      'The statistical analysis came with a plain-language summary I could defend in my viva. Clear, careful and on time.',
    rating: 5,
    service: 'Statistical Analysis',
  },
  {
    name: 'Aisha Rahman',
    role: 'Resident doctor',
    university: 'AIIMS New Delhi',
    content:
      'They turned my case notes into a structured case report that was accepted by the journal after one round of minor revisions.',
    rating: 5,
    service: 'Reports & Case Studies',
  },
  {
    name: 'Lim Wei Jie',
    role: 'Undergraduate, Business',
    university: 'National University of Singapore',
    content:
      'My capstone presentation looked professional and, more importantly, told one story. I got through the Q&A with ease.',
    rating: 5,
    service: 'Presentations',
  },
  {
    name: 'Sara Al Mansoori',
    role: 'MEd student',
    university: 'University of Dubai',
    content:
      'The literature review mapped twenty years of research into five themes. My supervisor called it the strongest chapter of the draft.',
    rating: 5,
    service: 'Literature Reviews',
  },
  {
    name: 'Rohit Verma',
    role: 'Assistant professor, Engineering',
    university: 'IIT Bombay',
    content:
      'A careful edit of a journal manuscript written by four authors: the voice is now consistent and the argument is much tighter.',
    rating: 5,
    service: 'Research Papers',
  },
  {
    name: 'Emily Carter',
    role: 'Master’s student, Psychology',
    university: 'University of Melbourne',
    content:
      'From topic to final thesis they kept to every milestone. I always knew where my project stood and what came next.',
    rating: 5,
    service: 'Dissertations/Theses',
  },
];

export interface Discount {
  readonly value: string;
  readonly title: string;
  readonly text: string;
}

/** Spec sections 2 and 9. */
export const discounts: readonly Discount[] = [
  { value: '20%', title: 'First order', text: '20% off your first order with us.' },
  { value: '15%', title: '3+ assignments', text: '15% off when you order three or more assignments together.' },
  { value: '10%', title: 'Referral', text: '10% off for you when a friend you refer places an order.' },
];

/**
 * Concrete facts beside the promise (issue 21), each from the spec's own figures: the lowest
 * price of the services page, the reply promise, the completed orders and the first-order
 * discount.
 */
export const heroFacts: readonly string[] = [
  `Articles, theses and presentations from ${lowestPrice()}`,
  `A subject expert replies ${replyPromise}`,
  `${stats.find((stat) => stat.label === 'Completed orders')?.value ?? '4000+'} orders completed since 2020`,
  `${discounts[0]?.value ?? '20%'} off your first order`,
];

function lowestPrice(): string {
  const prices = priceTabs.flatMap((tab) => tab.tiers.map((tier) => Number(tier.price.replace(/[^0-9.]/g, ''))));
  return `$${Math.min(...prices)}`;
}
