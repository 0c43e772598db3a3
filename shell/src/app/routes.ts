import type { PlainPageModuleId } from '@inklined/contracts/remote-modules';
import { routePaths, type RouteName } from '@inklined/contracts/routes';
import { matchPath } from 'react-router-dom';

/** A page of the site (spec section 2): its path, document title and the remote module shown. */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly module: PlainPageModuleId;
}

const page = (name: Exclude<RouteName, 'careerDetail'>, title: string, module: PlainPageModuleId): PageRoute => ({
  path: routePaths[name],
  title,
  module,
});

export const pageRoutes: readonly PageRoute[] = [
  page('home', 'Academic Writing and Critique', 'marketing/HomePage'),
  page('services', 'Services and Pricing', 'marketing/ServicesPage'),
  page('blog', 'Blog', 'marketing/BlogPage'),
  page('contact', 'Contact Us', 'marketing/ContactPage'),
  page('careers', 'Careers', 'careers/CareersPage'),
  page('about', 'About Us', 'marketing/AboutPage'),
  page('faq', 'FAQ', 'marketing/FaqPage'),
];

export const careerDetailRoute = { path: routePaths.careerDetail, title: 'Careers' } as const;

export const notFoundTitle = 'Page not found';

/** The title a path's page sets, and whether any route matches it (the server answers 404 if not). */
export function pageTitleFor(pathname: string): { readonly title: string; readonly found: boolean } {
  const found = pageRoutes.find((route) => matchPath(route.path, pathname));
  if (found) return { title: found.title, found: true };
  if (matchPath(careerDetailRoute.path, pathname)) return { title: careerDetailRoute.title, found: true };
  return { title: notFoundTitle, found: false };
}
