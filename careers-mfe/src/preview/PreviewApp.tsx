import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { standInPageProps } from '@inklined/stand-ins/stand-ins';
import { CareerDetailPage } from '../features/career-detail/CareerDetailPage';
import { CareersPage } from '../features/careers/CareersPage';

/** Outside the shell the path picks the page, and the shell's Link and Embed are stand-ins. */
export function PreviewApp() {
  const roleId = /^\/careers\/([^/]+)$/.exec(window.location.pathname)?.[1];
  return (
    <BrandProvider>
      <main>
        {roleId ? (
          <CareerDetailPage {...standInPageProps} roleId={decodeURIComponent(roleId)} />
        ) : (
          <CareersPage {...standInPageProps} />
        )}
      </main>
    </BrandProvider>
  );
}
