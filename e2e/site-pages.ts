/** Every route of the site with the page heading and document title it must show. */
export const sitePages = [
  { path: '/', heading: /Academic writing, critically crafted/, title: 'Academic Writing and Critique' },
  { path: '/services', heading: 'Our Services', title: 'Services and Pricing' },
  { path: '/blog', heading: 'Our Blog', title: 'Blog' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us' },
  { path: '/careers', heading: 'Careers', title: 'Careers' },
  { path: '/careers/medical-writing-specialist', heading: 'Medical Writing Specialist', title: 'Careers' },
  { path: '/about', heading: 'About Us', title: 'About Us' },
  { path: '/faq', heading: 'Frequently Asked Questions', title: 'FAQ' },
] as const;
