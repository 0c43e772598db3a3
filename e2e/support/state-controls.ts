import type { Locator, Page } from '@playwright/test';
import { careerPath, routePaths } from '@inklined/contracts/routes';
import { expect } from '../fixtures';
import { axeViolations, colourRules, textContrast } from './a11y';

/** Each kind of control of the site, where it lives: put in its states by the page sweeps. */
export const stateControls: ReadonlyArray<{ path: string; name: string; find: (page: Page) => Locator }> = [
  {
    path: routePaths.home,
    name: 'a navbar link',
    find: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }),
  },
  {
    path: routePaths.home,
    name: 'a primary button',
    find: (page) => page.getByRole('button', { name: 'Speak with an Expert' }),
  },
  { path: routePaths.home, name: 'a secondary button', find: (page) => page.getByRole('link', { name: 'About Us' }) },
  {
    path: routePaths.home,
    name: 'a carousel arrow',
    find: (page) => page.getByRole('button', { name: 'Next slide, What We Do' }),
  },
  { path: routePaths.home, name: 'a footer link', find: (page) => page.getByRole('link', { name: /^Facebook/ }) },
  { path: routePaths.services, name: 'a price tab', find: (page) => page.getByRole('tab', { name: 'Theses' }) },
  { path: routePaths.services, name: 'a topic tab', find: (page) => page.getByRole('tab', { name: 'Editing' }) },
  {
    path: routePaths.services,
    name: "the featured tier's button, on ink",
    find: (page) => page.getByRole('button', { name: /^Get Started: Articles Standard/ }),
  },
  {
    path: routePaths.services,
    name: 'a tier button',
    find: (page) => page.getByRole('button', { name: /^Get Started: Articles Basic/ }),
  },
  {
    path: routePaths.blog,
    name: 'a category button',
    find: (page) => page.getByRole('button', { name: 'Thesis Writing' }),
  },
  {
    path: routePaths.blog,
    name: 'the chosen category',
    find: (page) => page.getByRole('button', { name: 'All', pressed: true }),
  },
  { path: routePaths.blog, name: 'Read More', find: (page) => page.getByRole('link', { name: /^Read More/ }).first() },
  { path: routePaths.blog, name: 'Subscribe', find: (page) => page.getByRole('button', { name: 'Subscribe' }) },
  { path: routePaths.contact, name: 'a contact option', find: (page) => page.getByRole('link', { name: 'CALL NOW' }) },
  {
    path: routePaths.contact,
    name: 'SEND MESSAGE',
    find: (page) => page.getByRole('button', { name: 'SEND MESSAGE' }),
  },
  {
    path: routePaths.faq,
    name: 'a question',
    find: (page) => page.getByRole('button', { name: 'Is my work kept confidential?' }),
  },
  {
    path: routePaths.faq,
    name: 'Contact Support',
    find: (page) => page.getByRole('link', { name: 'Contact Support' }),
  },
  { path: routePaths.about, name: 'a section tab', find: (page) => page.getByRole('link', { name: 'Our Values' }) },
  {
    path: routePaths.careers,
    name: 'a position',
    find: (page) => page.getByRole('link', { name: 'Client Relations Executive' }),
  },
  {
    path: careerPath('medical-writing-specialist'),
    name: 'Apply now',
    find: (page) => page.getByRole('link', { name: 'Apply now' }),
  },
  {
    path: careerPath('medical-writing-specialist'),
    name: 'another position',
    find: (page) => page.getByRole('link', { name: /^Social Media Manager/ }),
  },
  {
    path: careerPath('astronaut'),
    name: 'Back to Careers',
    find: (page) => page.getByRole('link', { name: 'Back to Careers' }),
  },
];

/**
 * Marks the control for axe, which takes CSS selectors, and runs axe's colour checks on it alone:
 * a state changes colours; every other rule holds for the page at rest (page-sweeps.spec.ts).
 */
async function axeOn(page: Page, control: Locator): Promise<string[]> {
  await control.evaluate((element) => element.setAttribute('data-state-probe', ''));
  const found = await axeViolations(page, '[data-state-probe]', colourRules);
  await control.evaluate((element) => element.removeAttribute('data-state-probe'));
  return found;
}

/** The control's text has 4.5:1 against its own background in this state, and axe agrees. */
export async function expectReadable(page: Page, control: Locator, state: string): Promise<void> {
  expect(await textContrast(control), `${state}: text contrast`).toBeGreaterThanOrEqual(4.5);
  expect(await axeOn(page, control), state).toEqual([]);
}
