import type { Theme } from '@emotion/react';
import { StaticGlobal } from '@inklined/design-system/StaticGlobal';
import type { ReactNode } from 'react';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { frameText } from './frame-text';
import { mainContentId } from './main-content';
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
// What the browser scrolls into view (a field taking the focus, an in-page link's target) stops
// below the sticky navbar and above the floating buttons in the lower corners, not under them:
// a focused control is never hidden (WCAG 2.4.11).
const scrollPadding = (theme: Theme) => ({
  html: { scrollPaddingTop: `calc(${theme.headerHeight} + 1rem)`, scrollPaddingBottom: '8rem' },
});
const layoutStyle = { minHeight: '100vh', display: 'flex', flexDirection: 'column' as const };
// Focus lands on <main> from the skip link and after a move to another page: its ring is drawn
// inside it, below the sticky navbar, where it can be seen.
const mainStyle = { flex: 1, '&:focus-visible': { outlineOffset: '-3px' } };

/** What every page shares (spec section 2): navbar, footer and the floating buttons around the page. */
export function Frame({ children }: { readonly children: ReactNode }) {
  return (
    <div css={layoutStyle}>
      <StaticGlobal styles={scrollPadding} />
      <a href={`#${mainContentId}`} css={skipLinkStyle}>
        {frameText.skipToContent}
      </a>
      <Navbar />
      <main id={mainContentId} css={mainStyle} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </div>
  );
}
