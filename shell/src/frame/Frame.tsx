import type { Theme } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { ModalHostSlot } from '../app/ModalHostSlot';
import { ScrollToTopOnNavigate } from '../app/ScrollToTopOnNavigate';
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

/** What every page shares (spec section 2): navbar, footer, floating buttons and the modals. */
export function Frame() {
  return (
    <div css={layoutStyle}>
      <a href="#main" css={skipLinkStyle}>
        {frameText.skipToContent}
      </a>
      <Navbar />
      <main id="main" css={mainStyle} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingActions />
      <ModalHostSlot />
      <ScrollToTopOnNavigate />
    </div>
  );
}
