import { blogPostPath, careerPath, routePaths } from '@inklined/contracts/routes';

/** Every route of the site with the page heading and document title it must show. */
export const sitePages = [
  { path: routePaths.home, heading: /Academic writing, critically crafted/, title: 'Academic Writing and Critique' },
  { path: routePaths.services, heading: 'Our Services', title: 'Services and Pricing' },
  { path: routePaths.blog, heading: 'Our Blog', title: 'Blog' },
  { path: routePaths.contact, heading: 'Contact Us', title: 'Contact Us' },
  { path: routePaths.careers, heading: 'Careers', title: 'Careers' },
  {
    path: careerPath('medical-writing-specialist'),
    heading: 'Medical Writing Specialist',
    title: 'Medical Writing Specialist | Careers',
  },
  {
    path: blogPostPath('sample-size'),
    heading: 'Sample Size Without Tears',
    title: 'Sample Size Without Tears | Blog',
  },
  { path: routePaths.about, heading: 'About Us', title: 'About Us' },
  { path: routePaths.faq, heading: 'Frequently Asked Questions', title: 'FAQ' },
  { path: routePaths.privacy, heading: 'Privacy Notice', title: 'Privacy Notice' },
] as const;

/** The paths of every route, in the order above. */
export const sitePaths = sitePages.map((page) => page.path);

/** Paths answered by a "not found" page (404): one no route has, a role and a post that do not exist. */
export const missingPaths = ['/no-such-page', careerPath('astronaut'), blogPostPath('no-such-post')] as const;
