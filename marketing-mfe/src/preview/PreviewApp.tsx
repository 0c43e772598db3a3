import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { LinkProps } from '@inklined/contracts/remote-modules';
import { AboutPage } from '../features/about/AboutPage';
import { BlogPage } from '../features/blog/BlogPage';
import { ContactPage } from '../features/contact/ContactPage';
import { FaqPage } from '../features/faq/FaqPage';
import { HomePage } from '../features/home/HomePage';
import { ServicesPage } from '../features/services/ServicesPage';

const pages = {
  '/services': ServicesPage,
  '/blog': BlogPage,
  '/about': AboutPage,
  '/faq': FaqPage,
  '/contact': ContactPage,
} as const;

/** Outside the shell there is no router: links are plain anchors and the path picks the page. */
function PreviewLink({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

export function PreviewApp() {
  const Page = pages[window.location.pathname as keyof typeof pages] ?? HomePage;
  return (
    <BrandProvider>
      <main>
        <Page Link={PreviewLink} />
      </main>
    </BrandProvider>
  );
}
