import { workingHours } from '@inklined/brand/site-facts';

/**
 * The open positions (spec section 2, Careers and Career detail; section 9, job requirements):
 * the one source for the listing, the role pages, their structured data, RoleIndex and the tests.
 */

/** Kinds of work, named as schema.org's JobPosting `employmentType` (and Google's job search) expects. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';

export interface JobDescription {
  /** Paragraphs about the role. */
  readonly about: readonly string[];
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
}

export interface JobPosting {
  /** The `{roleId}` of `/careers/{roleId}`. */
  readonly id: string;
  readonly title: string;
  /** Empty, as on the original site: every position is remote (see `remoteWork`). */
  readonly location: '';
  readonly employmentTypes: readonly EmploymentType[];
  /** One line for the role's card and its page's meta description. */
  readonly summary: string;
  readonly description: JobDescription;
  /** Years of experience a candidate needs, where the spec sets a minimum (section 9). */
  readonly minYearsExperience?: number;
  /** ISO 8601 date (YYYY-MM-DD). */
  readonly datePosted: string;
}

/**
 * All positions are fully remote. Applicants work from the country the company is based in, where
 * it contracts and pays its team and whose hours (IST) it keeps; job search needs this stated.
 */
export const remoteWork = { countries: ['India'] } as const;

/** Full-time, part-time or freelance, as the spec gives the writing and client relations roles. */
const flexible: readonly EmploymentType[] = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'];

const remoteParagraph =
  'The role is fully remote. Work with us full-time, part-time or freelance, on assignments matched to your expertise and the hours you can give.';

/** The description a role shows until its own is written (the spec gives the social media manager this one). */
export const genericDescription: JobDescription = {
  about: [
    'Critically Inklined is a team of researchers, writers and editors helping students, scholars and professionals around the world write with clarity and rigour. We are looking for a motivated professional to join us and grow with the team.',
    'The role is fully remote. Tell us about yourself and your experience in the form below; we share the full details of the role with shortlisted candidates.',
  ],
  responsibilities: [
    'Take ownership of your area of work and deliver to agreed standards and deadlines.',
    'Work closely with our writers, editors and client relations team.',
    'Suggest ideas that improve how we serve students and researchers.',
  ],
  requirements: [
    'Relevant experience, with examples of your work.',
    'Excellent written and spoken English.',
    'Good organisation and the ability to work independently.',
  ],
};

export const jobPostings: readonly JobPosting[] = [
  {
    id: 'medical-writing-specialist',
    title: 'Medical Writing Specialist',
    location: '',
    employmentTypes: flexible,
    summary: 'Write and edit clinical research articles, case reports and theses for doctors and health researchers.',
    minYearsExperience: 2,
    datePosted: '2026-11-02',
    description: {
      about: [
        'Doctors, residents and public health researchers come to us with data, drafts and deadlines. As a Medical Writing Specialist you help them turn their work into clear, well-structured manuscripts, theses and presentations that meet journal and university standards.',
        remoteParagraph,
      ],
      responsibilities: [
        'Draft and edit research articles, case reports, systematic reviews and theses in medicine, nursing, pharmacy and allied health.',
        'Structure manuscripts to reporting guidelines such as CONSORT, STROBE and PRISMA, and to each journal’s instructions for authors.',
        'Summarise the clinical literature accurately and reference it in Vancouver, AMA or the style a client needs.',
        'Work with our statisticians so that results, tables and figures are reported correctly.',
        'Revise drafts promptly on client and reviewer feedback, and deliver on the agreed date.',
      ],
      requirements: [
        'At least 2 years’ experience in medical or scientific writing, editing or clinical research.',
        'A degree in medicine, pharmacy, life sciences or public health; a postgraduate degree is an advantage.',
        'A sound grasp of study design, basic biostatistics and critical appraisal of evidence.',
        'Excellent written English and a careful eye for accuracy and consistency.',
        'Familiarity with a reference manager such as Zotero, Mendeley or EndNote.',
      ],
    },
  },
  {
    id: 'engineering-writing-specialist',
    title: 'Engineering Writing Specialist',
    location: '',
    employmentTypes: flexible,
    summary: 'Write and edit theses, technical reports and research papers across engineering and computer science.',
    minYearsExperience: 2,
    datePosted: '2026-11-02',
    description: {
      about: [
        'Engineering students and researchers bring us projects full of models, measurements and code. As an Engineering Writing Specialist you help them explain that work precisely: methods others can reproduce, results read correctly and arguments that hold together.',
        remoteParagraph,
      ],
      responsibilities: [
        'Draft and edit theses, dissertations, conference papers and technical reports in mechanical, civil, electrical and computer engineering.',
        'Explain methods, equations, simulations and experimental set-ups clearly and consistently.',
        'Prepare tables, figures and captions, and format documents in LaTeX or Word to university and publisher templates.',
        'Review the literature and cite it correctly in IEEE, APA or the style required.',
        'Respond to client and reviewer comments and keep to agreed deadlines.',
      ],
      requirements: [
        'At least 2 years’ experience in technical writing, engineering research or academic editing.',
        'A degree in an engineering discipline or computer science; a master’s or PhD is an advantage.',
        'Confidence with technical notation, data and figures, and a working knowledge of LaTeX.',
        'Clear, precise written English.',
        'The ability to manage several assignments at once and meet every deadline.',
      ],
    },
  },
  {
    id: 'humanities-writing-specialist',
    title: 'Humanities Writing Specialist',
    location: '',
    employmentTypes: flexible,
    summary: 'Develop and edit essays, dissertations and articles in literature, history, philosophy and the arts.',
    minYearsExperience: 2,
    datePosted: '2026-11-09',
    description: {
      about: [
        'Our humanities clients write about texts, ideas and the past, and are judged on the quality of their argument. As a Humanities Writing Specialist you help them sharpen a thesis, engage with their sources and write with clarity and style.',
        remoteParagraph,
      ],
      responsibilities: [
        'Write and edit essays, dissertations, literature reviews and journal articles in literature, history, philosophy, religion, languages and the arts.',
        'Help clients frame research questions and build a well-evidenced argument.',
        'Engage critically with primary and secondary sources and represent them fairly.',
        'Apply MLA, Chicago, Harvard or the referencing style required, consistently.',
        'Give clear written feedback and revise drafts by the agreed date.',
      ],
      requirements: [
        'At least 2 years’ experience in academic writing, editing, teaching or research in the humanities.',
        'A postgraduate degree in a humanities discipline.',
        'An excellent command of written English, with a feel for tone and style.',
        'Strong research skills, including library databases and archives.',
        'Respect for academic integrity and client confidentiality.',
      ],
    },
  },
  {
    id: 'social-sciences-writing-specialist',
    title: 'Social Sciences Writing Specialist',
    location: '',
    employmentTypes: flexible,
    summary: 'Write, analyse and edit research in psychology, sociology, economics, education and management.',
    minYearsExperience: 2,
    datePosted: '2026-11-09',
    description: {
      about: [
        'Social science research sits between theory and data. As a Social Sciences Writing Specialist you help students and researchers design sound studies, analyse their results and report them clearly, from a first proposal to a finished thesis.',
        remoteParagraph,
      ],
      responsibilities: [
        'Draft and edit proposals, theses, dissertations and articles in psychology, sociology, economics, education, management and political science.',
        'Prepare questionnaires and advise on research design and sampling.',
        'Run and report quantitative analyses in SPSS, Excel or R, and qualitative analyses such as thematic coding.',
        'Present results in tables and figures that follow APA or the style required.',
        'Revise work on feedback and keep clients informed of progress.',
      ],
      requirements: [
        'At least 2 years’ experience in social science research, academic writing or editing.',
        'A postgraduate degree in a social science discipline.',
        'A working knowledge of research methods and statistics, and of SPSS, R or Stata.',
        'Clear, well-organised written English.',
        'Reliability with deadlines and care with confidential data.',
      ],
    },
  },
  {
    id: 'client-relations-executive',
    title: 'Client Relations Executive',
    location: '',
    employmentTypes: flexible,
    summary: 'Guide students and researchers from their first enquiry to delivery, by phone, e-mail and chat.',
    minYearsExperience: 2,
    datePosted: '2026-11-16',
    description: {
      about: [
        'Every project starts with a conversation. As a Client Relations Executive you answer enquiries, understand what each client needs, match them with the right specialist and keep them informed until their work is delivered.',
        remoteParagraph,
      ],
      responsibilities: [
        `Answer enquiries by phone, e-mail and chat during our working hours (${workingHours.days}, ${workingHours.time}).`,
        'Understand each client’s subject, deadline and budget, and explain our services and prices clearly.',
        'Brief our writers and editors, and follow up on progress and delivery dates.',
        'Handle revision requests and concerns calmly, and resolve them promptly.',
        'Keep accurate records of enquiries and projects.',
      ],
      requirements: [
        'At least 2 years’ experience in customer service, client relations or account management, ideally in education.',
        'Excellent spoken and written English; another Indian or international language is an advantage.',
        'A friendly, patient manner and good judgement under pressure.',
        'Comfort with CRM tools, spreadsheets and messaging apps.',
        'A bachelor’s degree in any discipline.',
      ],
    },
  },
  {
    id: 'social-media-manager',
    title: 'Social Media Manager',
    location: '',
    employmentTypes: flexible,
    summary: 'Share our work and advice with students and researchers across our social channels.',
    datePosted: '2026-11-16',
    description: genericDescription,
  },
];

export function findJob(roleId: string): JobPosting | undefined {
  return jobPostings.find((job) => job.id === roleId);
}
