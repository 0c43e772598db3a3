import type { PlainPageModuleId } from '@inklined/contracts/remote-modules';
import { routePaths, type RouteName } from '@inklined/contracts/routes';
import { matchPath } from 'react-router-dom';

/** A page of the site (spec section 2): its path and the remote module shown (which sets its own title). */
export interface PageRoute {
  readonly path: string;
  readonly module: PlainPageModuleId;
}

const page = (name: Exclude<RouteName, 'careerDetail' | 'blogPost'>, module: PlainPageModuleId): PageRoute => ({
  path: routePaths[name],
  module,
});

export const pageRoutes: readonly PageRoute[] = [
  page('home', 'marketing/HomePage'),
  page('services', 'marketing/ServicesPage'),
  page('blog', 'marketing/BlogPage'),
  page('contact', 'marketing/ContactPage'),
  page('careers', 'careers/CareersPage'),
  page('about', 'marketing/AboutPage'),
  page('faq', 'marketing/FaqPage'),
  page('privacy', 'marketing/PrivacyPage'),
];

export const careerDetailRoute = { path: routePaths.careerDetail } as const;
export const blogPostRoute = { path: routePaths.blogPost } as const;

export const notFoundTitle = 'Page not found';

/** Which route a path is: a page (by its route's path), a role or a post page (by its id), or none. */
export type ResolvedPath =
  | { readonly kind: 'page'; readonly route: PageRoute }
  | { readonly kind: 'role'; readonly roleId: string }
  | { readonly kind: 'post'; readonly postId: string }
  | { readonly kind: 'notFound' };

export function resolvePath(pathname: string): ResolvedPath {
  const route = pageRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (route) return { kind: 'page', route };
  const roleId = matchPath(careerDetailRoute.path, pathname)?.params.roleId;
  if (roleId !== undefined) return { kind: 'role', roleId };
  const postId = matchPath(blogPostRoute.path, pathname)?.params.postId;
  if (postId !== undefined) return { kind: 'post', postId };
  return { kind: 'notFound' };
}
