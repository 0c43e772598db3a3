import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { AboutPage } from '../features/about/AboutPage';
import { BlogPage } from '../features/blog/BlogPage';
import { ContactPage } from '../features/contact/ContactPage';
import { FaqPage } from '../features/faq/FaqPage';
import { HomePage } from '../features/home/HomePage';
import { PrivacyPage } from '../features/privacy/PrivacyPage';
import { ServicesPage } from '../features/services/ServicesPage';

const pages = {
  '/services': ServicesPage,
  '/blog': BlogPage,
  '/about': AboutPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
} as const;

/** Outside the shell the path picks the page, and the shell's Link and Embed are stand-ins. */
export function PreviewApp() {
  const Page = pages[window.location.pathname as keyof typeof pages] ?? HomePage;
  return (
    <BrandProvider>
      <main>
        <Page {...standInPageProps} />
      </main>
    </BrandProvider>
  );
}
