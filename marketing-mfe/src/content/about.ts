import { routePaths } from '@inklined/contracts/routes';
import type { IconCard } from './icon-card';

export const aboutText = {
  nextStep: {
    heading: 'Work with us',
    lead: 'Tell us about your project, or look at our services and prices first.',
    expertButton: 'Tell us about your project',
    link: { to: routePaths.services, label: 'See services and prices' },
  },
  documentTitle: 'About Us',
  description:
    'Critically Inklined is a team of researchers, writers and editors in New Delhi helping students, scholars, professionals and institutions worldwide.',
  title: 'About Us',
  lead: 'Researchers, writers and editors helping students, scholars and professionals write with clarity and rigour.',
  sectionsLabel: 'Sections of this page',
} as const;

export interface AboutSection {
  readonly id: 'mission' | 'values' | 'team' | 'clientele';
  readonly label: string;
}

/** The sticky section tabs (spec section 2), in order. */
export const aboutSections: readonly AboutSection[] = [
  { id: 'mission', label: 'Our Mission' },
  { id: 'values', label: 'Our Values' },
  { id: 'team', label: 'Our Team' },
  { id: 'clientele', label: 'Our Clientele' },
];

export const mission = {
  heading: 'Our Mission',
  paragraphs: [
    'Good research deserves to be read. Yet many capable students and researchers lose months to writing in a second language, to unfamiliar conventions, or to a deadline that arrives before the data does.',
    'Critically Inklined was founded in New Delhi to close that gap: to pair every client with a writer or editor who knows their discipline, and to return work that is clear, correct and their own to defend.',
  ],
} as const;

export const values: readonly IconCard[] = [
  {
    title: 'Integrity',
    text: 'Original work, honest advice and confidentiality without exceptions. We tell you what your work needs, not what sells.',
    icon: 'shield',
  },
  {
    title: 'Precision',
    text: 'Every claim sourced, every figure checked, every reference complete. Details are where academic work is won.',
    icon: 'target',
  },
  {
    title: 'Partnership',
    text: 'Your writer works with you, explains their choices and keeps you in charge of your project from start to finish.',
    icon: 'handshake',
  },
];

export const team: readonly IconCard[] = [
  {
    title: 'Researchers',
    text: 'Subject specialists with postgraduate degrees who design studies, search the literature and analyse data.',
    icon: 'research',
  },
  {
    title: 'Writers',
    text: 'Experienced academic writers across more than 50 disciplines, from medicine to management.',
    icon: 'custom',
  },
  {
    title: 'Editors',
    text: 'Language and style editors who polish structure, flow and formatting to your university’s or journal’s rules.',
    icon: 'editing',
  },
];

export const clientele: readonly IconCard[] = [
  { title: 'International Students', text: 'Studying abroad and writing to new conventions.', icon: 'global' },
  { title: 'ESL Learners', text: 'Writing in English as a second language.', icon: 'speech' },
  { title: 'Scholars', text: 'PhD candidates and researchers preparing theses and papers.', icon: 'qualified' },
  { title: 'Working Professionals', text: 'Balancing a degree or a publication with a career.', icon: 'briefcase' },
  {
    title: 'Institutions',
    text: 'Universities, hospitals and firms with writing and training needs.',
    icon: 'institution',
  },
];

export const teamHeading = 'Our Team';
export const valuesHeading = 'Our Values';
export const clienteleHeading = 'Our Clientele';
