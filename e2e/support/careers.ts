import type { Page } from '@playwright/test';

/**
 * The six open positions of the spec (section 2), as a visitor must find them, each with words of
 * its description: the browser tests' own account, independent of careers-mfe's content module.
 */
export const openRoles = [
  {
    id: 'medical-writing-specialist',
    title: 'Medical Writing Specialist',
    phrase: 'Doctors, residents and public health researchers',
  },
  {
    id: 'engineering-writing-specialist',
    title: 'Engineering Writing Specialist',
    phrase: 'Engineering students and researchers bring us projects',
  },
  {
    id: 'humanities-writing-specialist',
    title: 'Humanities Writing Specialist',
    phrase: 'Our humanities clients write about texts',
  },
  {
    id: 'social-sciences-writing-specialist',
    title: 'Social Sciences Writing Specialist',
    phrase: 'Social science research sits between theory and data',
  },
  {
    id: 'client-relations-executive',
    title: 'Client Relations Executive',
    phrase: 'Every project starts with a conversation',
  },
  // The spec gives the social media manager the generic description.
  { id: 'social-media-manager', title: 'Social Media Manager', phrase: 'We are looking for a motivated professional' },
] as const;

export type OpenRole = (typeof openRoles)[number];

export function scrollTop(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/**
 * Marks the loaded document, so a test can tell a move made by the shell's router (the mark stays)
 * from a page load (the mark is gone).
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { careersTestMark: true }));
  return () => page.evaluate(() => (window as unknown as { careersTestMark?: boolean }).careersTestMark === true);
}
