import { contactEmail, siteName } from '@inklined/brand/site-facts';

/** The six navbar links, in the spec's order (section 2). */
export const navLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/faq', label: 'FAQ' },
  { to: '/careers', label: 'Careers' },
  { to: '/contact', label: 'Contact' },
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
  callUs: 'Call us',
  emailUs: `E-mail us at ${contactEmail}`,
  chat: 'Chat with us (opens in a new tab)',
  scrollToTop: 'Scroll to top',
  phoneCopied: (number: string) => `Phone number ${number} copied to clipboard!`,
  phoneCopyFailed: (number: string) => `Phone number: ${number}`,
  newTab: '(opens in a new tab)',
} as const;
