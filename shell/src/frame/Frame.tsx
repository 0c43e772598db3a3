import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { frameText } from './frame-text';
import { Navbar } from './Navbar';

const skipLinkStyle = (theme: Theme) => ({
  position: 'absolute' as const,
  left: '1rem',
  top: '-4rem',
  zIndex: theme.zIndex.modal,
  padding: '0.5rem 1rem',
  background: theme.colors.surface,
  ':focus': { top: '1rem' },
});
const layoutStyle = { minHeight: '100vh', display: 'flex', flexDirection: 'column' as const };
const mainStyle = { flex: 1 };

/** What every page shares (spec section 2): navbar, footer and the floating buttons around the page. */
export function Frame({ children }: { readonly children: ReactNode }) {
  return (
    <div css={layoutStyle}>
      <a href="#main" css={skipLinkStyle}>
        {frameText.skipToContent}
      </a>
      <Navbar />
      <main id="main" css={mainStyle} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </div>
  );
}
