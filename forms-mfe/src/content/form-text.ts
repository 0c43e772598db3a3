/** Headings, labels and choices of the embeddable forms (spec section 3). */
export const contactFormText = {
  heading: 'Send Us a Message',
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    subject: 'Subject',
    message: 'Message',
  },
} as const;

export const jobApplicationText = {
  heading: (roleTitle: string) => `Apply for ${roleTitle}`,
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone (optional)',
    experience: 'Years of Experience',
    coverLetter: 'Cover Letter',
    resume: 'Resume (PDF, DOC or DOCX, up to 5 MB)',
  },
} as const;

/** The services a visitor can ask about (spec section 3, contact popup). */
export const serviceChoices = [
  { value: 'articles', label: 'Research Articles' },
  { value: 'thesis', label: 'Thesis' },
  { value: 'ppt', label: 'PPT Presentations' },
  { value: 'other', label: 'Other' },
] as const;
