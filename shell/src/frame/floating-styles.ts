import type { Theme } from '@emotion/react';
import { mq, theme as siteTheme } from '@inklined/design-system/tokens';

/** Below the `lg` breakpoint the quick-contact buttons sit in a bar at the bottom of the screen. */
const narrow = `@media (max-width: ${siteTheme.breakpoints.lg - 0.02}px)`;

/** The bar's height: the footer leaves this much room below its last line (Footer.tsx). */
export const floatingBarHeight = '3.75rem';

/** The round floating buttons of the frame share one look; each sets its own colour and place. */
export const floatingButtonStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  border: 'none',
  borderRadius: '50%',
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  boxShadow: theme.shadow,
  cursor: 'pointer',
  // In the bar: 44 px targets (WCAG 2.5.8 asks 24), no shadow of their own.
  [narrow]: { width: '2.75rem', height: '2.75rem', boxShadow: 'none' },
});

/**
 * On a phone or a tablet the four buttons would sit over the page's text and fields: there they
 * are one bar across the bottom, which the page leaves room for; on a wide screen they are two
 * stacks in the margins beside the content.
 */
export const quickContactStyle = (theme: Theme) => ({
  [narrow]: {
    position: 'fixed' as const,
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: theme.zIndex.floating,
    display: 'flex',
    justifyContent: 'space-evenly',
    alignItems: 'center',
    minHeight: floatingBarHeight,
    paddingBottom: 'env(safe-area-inset-bottom)',
    background: theme.colors.surface,
    borderTop: `1px solid ${theme.colors.border}`,
    boxShadow: '0 -2px 12px rgba(20, 33, 61, 0.08)',
  },
});

export const floatingStackStyle = (side: 'left' | 'right') => (theme: Theme) => ({
  display: 'contents',
  [mq.lg]: {
    position: 'fixed' as const,
    bottom: '1.25rem',
    [side]: '1.25rem',
    zIndex: theme.zIndex.floating,
    display: 'flex',
    flexDirection: 'column' as const,
    gap: '0.75rem',
  },
});
