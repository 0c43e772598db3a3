import type { Exposes } from '@inklined/contracts/remote-modules';

/**
 * forms-mfe's public surface: the host that renders whichever modal the shared store opens, and
 * the forms that pages of other remotes embed through the shell.
 */
export const federation = {
  name: 'forms',
  exposes: {
    './ModalHost': './src/exposes/ModalHost.tsx',
    './ContactForm': './src/exposes/ContactForm.tsx',
    './JobApplicationForm': './src/exposes/JobApplicationForm.tsx',
    './NewsletterForm': './src/exposes/NewsletterForm.tsx',
  } satisfies Exposes<'forms'>,
};
