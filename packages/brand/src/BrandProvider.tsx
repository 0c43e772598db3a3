import { Global, ThemeProvider, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { theme } from './theme';

const globalStyles = (t: Theme) => ({
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
  body: {
    margin: 0,
    fontFamily: t.fonts.body,
    color: t.colors.ink,
    background: t.colors.surface,
    lineHeight: 1.6,
  },
  'h1, h2, h3': { fontFamily: t.fonts.heading, lineHeight: 1.25 },
  a: { color: t.colors.accent },
  ':focus-visible': { outline: `3px solid ${t.colors.accent}`, outlineOffset: '2px' },
  '@media (prefers-reduced-motion: reduce)': {
    '*': { scrollBehavior: 'auto !important' as 'auto', transition: 'none !important' },
  },
});

/** The theme and base styles. The shell wraps the whole site in it; a remote's preview page does too. */
export function BrandProvider({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
