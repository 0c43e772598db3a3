import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { matchPath } from 'react-router-dom';

/** The site's pages (spec section 2) as data: path, document title and the remote module shown. */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly module: Exclude<RemoteModuleId, 'careers/CareerDetailPage' | 'forms/ModalHost'>;
}

export const pageRoutes: readonly PageRoute[] = [
  { path: '/', title: 'Academic Writing and Critique', module: 'marketing/HomePage' },
  { path: '/services', title: 'Services and Pricing', module: 'marketing/ServicesPage' },
  { path: '/blog', title: 'Blog', module: 'marketing/BlogPage' },
  { path: '/contact', title: 'Contact Us', module: 'marketing/ContactPage' },
  { path: '/careers', title: 'Careers', module: 'careers/CareersPage' },
  { path: '/about', title: 'About Us', module: 'marketing/AboutPage' },
  { path: '/faq', title: 'FAQ', module: 'marketing/FaqPage' },
];

export const careerDetailRoute = { path: '/careers/:roleId', title: 'Careers' } as const;

export const notFoundTitle = 'Page not found';

/** The title a path's page sets, and whether any route matches it (the server answers 404 if not). */
export function pageTitleFor(pathname: string): { readonly title: string; readonly found: boolean } {
  const page = pageRoutes.find((route) => matchPath(route.path, pathname));
  if (page) return { title: page.title, found: true };
  if (matchPath(careerDetailRoute.path, pathname)) return { title: careerDetailRoute.title, found: true };
  return { title: notFoundTitle, found: false };
}
