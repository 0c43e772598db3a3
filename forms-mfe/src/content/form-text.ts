import type { ChosenPlan } from '@inklined/modal-store/modal-store';
import { emailFieldLimits, RESUME_MAX_BYTES } from '@inklined/contracts/email-fields';
import { successMessages } from '@inklined/contracts/form-success';
import { contactServices, serviceNames } from '@inklined/modal-store/modal-store';
import { replyPromise } from '@inklined/brand/site-facts';
import { sizeText } from '@inklined/brand/size-text';

/** Texts every form shares: states of spec section 4, fallbacks of section 8. */
export const formText = {
  sending: 'Sending...',
  fallbackError: 'There was an error sending your message. Please try again or contact us directly.',
  required: '(required)',
  optional: '(optional)',
  honeypot: 'Leave this field empty',
  /** Under the success message: what to quote when writing or calling again. */
  reference: 'Your reference',
  referenceHint: 'Please quote it when you write or call.',
  /** The success panel's way back to an empty form. */
  again: 'Send another',
  /** A limited field's count (spec section 5's expert message: "a live counter"), on every such field. */
  count: (length: number, max: number) => `${length}/${max}`,
  countLabel: 'characters used',
  tooMany: (over: number) => `(${over} too many)`,
  countLeft: (left: number) =>
    left >= 0 ? `You have ${left} characters remaining` : `You have ${-left} characters too many`,
  tooLong: (max: number) => `Please shorten this to ${max} characters or fewer.`,
  /** Under every form's button: the privacy notice, opened in a new tab. */
  privacyNote: 'How we use your details',
  newTab: '(opens in a new tab)',
} as const;

/** The services of the contact popup and the contact page (spec section 3), by their one name. */
const serviceChoices = contactServices.map((service) => ({ value: service, label: serviceNames[service] }));

export const contactPopupText = {
  title: 'Contact Us',
  intro: 'Tell us what you need and we will contact you soon.',
  labels: { name: 'Name', email: 'Email', phone: 'Phone' },
  service: { label: 'Service', need: 'required', placeholder: 'Select a service', choices: serviceChoices },
  message: { label: 'Message', need: 'required', rows: 4, maxLength: emailFieldLimits.message },
  submit: 'Send',
  cancel: 'Cancel',
  success: successMessages.contactPopup,
  subject: (service: string, name: string) => `Contact request: ${service}, from ${name}`,
  planSubject: (plan: ChosenPlan, name: string) => `Contact request: ${plan.tab}, ${plan.tier} plan, from ${name}`,
  planLabel: 'Chosen plan',
  plan: (plan: ChosenPlan) => `${plan.tab}, ${plan.tier} (${plan.price})`,
} as const;

export const industries = [
  { value: 'education', label: 'Education' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'technology', label: 'Technology' },
  { value: 'business', label: 'Business' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec section 5, to the letter. */
export const expertMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailMissing: 'Email is required',
  phoneMissing: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  message: 'This field is mandatory',
  consent: 'You must consent to data processing',
} as const;

export const expertText = {
  title: 'Speak with an Expert',
  intro: `Tell us about your project and a subject expert will get back to you ${replyPromise}.`,
  labels: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone' },
  industry: { label: 'Industry', need: 'optional', placeholder: 'Select an industry', choices: industries },
  message: { label: 'How can we help?', need: 'required', rows: 5, maxLength: emailFieldLimits.expertMessage },
  dataConsent: {
    label: 'I consent to Critically Inklined processing my data to answer this request.',
    need: 'required',
  },
  marketingConsent: { label: 'Send me occasional news and offers by e-mail.', need: 'optional' },
  submit: 'Submit',
  success: successMessages.expert,
  subject: (name: string) => `Expert consultation request from ${name}`,
} as const;

export const contactFormText = {
  heading: 'Send Us a Message',
  labels: { name: 'Name', email: 'Email', phone: 'Phone' },
  service: { label: 'Service', need: 'optional', placeholder: 'Select a service', choices: serviceChoices },
  subject: { label: 'Subject', need: 'optional', kind: 'subject' },
  message: { label: 'Message', need: 'required', rows: 6, maxLength: emailFieldLimits.message },
  errors: {
    name: 'Please enter your name.',
    emailMissing: 'Please enter your email address so we can reply.',
    message: 'Please write your message.',
  },
  submit: 'SEND MESSAGE',
  sending: 'SENDING...',
  success: successMessages.contact,
  defaultSubject: (name: string) => `Message from ${name} via the contact page`,
} as const;

const resumeLimitMb = RESUME_MAX_BYTES / (1024 * 1024);

/** The experience an applicant can choose, each with the years it reaches (spec section 3). */
const experienceLevels = [
  { label: 'Less than 2 years', below: 2 },
  { label: '2-3 years', below: 3 },
  { label: '3-5 years', below: 5 },
  { label: '5-10 years', below: 10 },
  { label: 'More than 10 years', below: Infinity },
] as const;

export const jobApplicationText = {
  heading: (roleTitle: string) => `Apply for ${roleTitle}`,
  intro: 'We review every application within 3-5 business days.',
  labels: { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone', resume: 'Resume' },
  experience: { label: 'Years of Experience', need: 'required', placeholder: 'Select your experience' },
  /** The choices a role with this minimum offers: none that stays below it. */
  experienceChoices: (minYears = 0) =>
    experienceLevels
      .filter((choice) => choice.below > minYears)
      .map((choice) => ({ value: choice.label, label: choice.label })),
  experienceMinimum: (years: number) => `This role asks for at least ${years} years of experience.`,
  coverLetter: { label: 'Cover Letter', need: 'required', rows: 6, maxLength: emailFieldLimits.coverLetter },
  resumeHint: `PDF, DOC or DOCX, up to ${resumeLimitMb} MB`,
  resumeMissing: `Please choose your resume: a PDF, DOC or DOCX file of up to ${resumeLimitMb} MB.`,
  resumeField: {
    choose: 'Choose a file',
    drop: 'or drop it here',
    replace: 'Replace',
    remove: 'Remove',
    uploading: (percent: number) => `Uploading: ${percent}%`,
    cancel: 'Cancel upload',
    sent: 'Uploaded: waiting for the answer',
    size: sizeText,
  },
  resumeTooLarge: (name: string) =>
    `"${name}" is larger than ${resumeLimitMb} MB. Please choose a smaller file (PDF, DOC or DOCX).`,
  resumeWrongType: (name: string) => `"${name}" is not a PDF, DOC or DOCX file. Please choose one of those.`,
  submit: 'Submit Application',
  sending: 'Submitting...',
  success: successMessages.jobApplication,
  fallbackError: 'There was an error submitting your application. Please try again or contact us directly.',
  subject: (roleTitle: string, name: string) => `Job application: ${roleTitle}, from ${name}`,
  message: (roleTitle: string, name: string, experience: string) =>
    `${name} applies for ${roleTitle} with ${experience.toLowerCase()} of experience.`,
} as const;

export const newsletterText = {
  label: 'Email address',
  submit: 'Subscribe',
  sending: 'Subscribing...',
  success: successMessages.newsletter,
  errors: {
    emailMissing: 'Please enter your email address.',
  },
  subject: 'Newsletter subscription',
  message: (email: string) => `Please add ${email} to the blog newsletter.`,
} as const;

export const modalText = {
  close: 'Close',
} as const;
