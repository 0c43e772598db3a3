import type { Exposes } from '@inklined/contracts/remote-modules';

/**
 * marketing-mfe's public surface: the pages it owns, and which blog posts exist (for the shell's
 * server). Nothing else is importable from outside.
 */
export const federation = {
  name: 'marketing',
  exposes: {
    './HomePage': './src/exposes/HomePage.tsx',
    './ServicesPage': './src/exposes/ServicesPage.tsx',
    './BlogPage': './src/exposes/BlogPage.tsx',
    './AboutPage': './src/exposes/AboutPage.tsx',
    './FaqPage': './src/exposes/FaqPage.tsx',
    './PrivacyPage': './src/exposes/PrivacyPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './BlogPostPage': './src/exposes/BlogPostPage.tsx',
    './PostIndex': './src/exposes/PostIndex.ts',
  } satisfies Exposes<'marketing'>,
};
