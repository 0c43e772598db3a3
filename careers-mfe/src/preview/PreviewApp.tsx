import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { LinkProps } from '@inklined/contracts/remote-modules';
import { CareerDetailPage } from '../features/career-detail/CareerDetailPage';
import { CareersPage } from '../features/careers/CareersPage';

/** Outside the shell there is no router: links are plain anchors and the path picks the page. */
function PreviewLink({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

export function PreviewApp() {
  const roleId = /^\/careers\/([^/]+)$/.exec(window.location.pathname)?.[1];
  return (
    <BrandProvider>
      <main>
        {roleId ? (
          <CareerDetailPage Link={PreviewLink} roleId={decodeURIComponent(roleId)} />
        ) : (
          <CareersPage Link={PreviewLink} />
        )}
      </main>
    </BrandProvider>
  );
}
