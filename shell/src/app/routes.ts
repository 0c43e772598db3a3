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

/** Which route a path is: a page (by its route's path), a role page (by its id), or none. */
export type ResolvedPath =
  | { readonly kind: 'page'; readonly route: PageRoute }
  | { readonly kind: 'role'; readonly roleId: string }
  | { readonly kind: 'notFound' };

export function resolvePath(pathname: string): ResolvedPath {
  const route = pageRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (route) return { kind: 'page', route };
  const roleId = matchPath(careerDetailRoute.path, pathname)?.params.roleId;
  if (roleId !== undefined) return { kind: 'role', roleId };
  return { kind: 'notFound' };
}

/** The title a path's page sets, and whether any route matches it (the server answers 404 if not). */
export function pageTitleFor(pathname: string): { readonly title: string; readonly found: boolean } {
  const resolved = resolvePath(pathname);
  if (resolved.kind === 'page') return { title: resolved.route.title, found: true };
  if (resolved.kind === 'role') return { title: careerDetailRoute.title, found: true };
  return { title: notFoundTitle, found: false };
}
