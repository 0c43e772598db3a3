import { contactEmail, siteName } from '@inklined/brand/site-facts';
import { routePaths } from '@inklined/contracts/routes';

/** The six navbar links, in the spec's order (section 2). */
export const navLinks = [
  { to: routePaths.home, label: 'Home' },
  { to: routePaths.about, label: 'About' },
  { to: routePaths.services, label: 'Services' },
  { to: routePaths.faq, label: 'FAQ' },
  { to: routePaths.careers, label: 'Careers' },
  { to: routePaths.contact, label: 'Contact' },
] as const;

export const frameText = {
  skipToContent: 'Skip to main content',
  homeLink: `${siteName} home`,
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  contactHeading: 'Contact Us',
  hoursHeading: 'Working Hours',
  followHeading: 'Follow us for the latest updates',
  copyright: (year: number) => `© ${year} ${siteName}. All rights reserved.`,
  quickContact: 'Quick contact',
  footerNavigation: 'More pages',
  expertAction: 'Speak with an Expert',
  callUs: 'Call us',
  emailUs: `E-mail us at ${contactEmail}`,
  chat: 'Chat with us (opens in a new tab)',
  scrollToTop: 'Scroll to top',
  phoneCopied: (number: string) => `Phone number ${number} copied to clipboard!`,
  phoneCopyFailed: (number: string) => `Phone number: ${number}`,
  newTab: '(opens in a new tab)',
} as const;
