/**
 * The privacy notice, which every form links to: apart from the table below so that forms-mfe,
 * which needs no other route, carries this one path and not the whole table.
 */
export const privacyPath = '/privacy';

/**
 * The site's routes (spec section 2) as data, in one place: the shell's router, the navbar, the
 * remotes' links and the browser tests all read their paths from here.
 */
export const routePaths = {
  home: '/',
  about: '/about',
  services: '/services',
  faq: '/faq',
  careers: '/careers',
  careerDetail: '/careers/:roleId',
  contact: '/contact',
  blog: '/blog',
  blogPost: '/blog/:postId',
  privacy: privacyPath,
} as const;

export type RouteName = keyof typeof routePaths;
export type RoutePath = (typeof routePaths)[RouteName];

/** The page of one open position: `/careers/medical-writing-specialist`. */
export function careerPath(roleId: string): string {
  return routePaths.careerDetail.replace(':roleId', encodeURIComponent(roleId));
}

/** The page of one blog post: `/blog/thesis-statement`. */
/** The blog's Atom feed, served by the shell's server from marketing's post index. */
export const blogFeedPath = '/blog/feed.xml';

export function blogPostPath(postId: string): string {
  return routePaths.blogPost.replace(':postId', encodeURIComponent(postId));
}
