import { ThemeProvider, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { fontFaces } from '@inklined/brand/fonts';
import { laidOutNearScreenStyle } from './layout';
import { StaticGlobal } from './StaticGlobal';
import { theme } from './tokens';

const globalStyles = (t: Theme) => [
  ...fontFaces,
  {
    '*, *::before, *::after': { boxSizing: 'border-box' as const },
    html: { textSizeAdjust: '100%', WebkitTextSizeAdjust: '100%' },
    body: {
      margin: 0,
      fontFamily: t.fonts.body,
      fontSize: t.fontSizes.body,
      color: t.colors.ink,
      background: t.colors.surface,
      lineHeight: 1.65,
      WebkitFontSmoothing: 'antialiased',
    },
    // A form control's own family is the system's (Arial here): a lookup in the first layout for
    // each size a control's text or icon takes, where the page's family is already loaded.
    'button, input, select, textarea, ::file-selector-button': { fontFamily: 'inherit' },
    'h1, h2, h3, h4': { fontFamily: t.fonts.heading, lineHeight: 1.2, fontWeight: 650, color: t.colors.ink },
    h1: { fontSize: t.fontSizes.h1 },
    h2: { fontSize: t.fontSizes.h2 },
    h3: { fontSize: t.fontSizes.h3 },
    'p, ul, ol': { marginTop: 0 },
    a: { color: t.colors.accent, textUnderlineOffset: '0.18em' },
    'a:hover': { color: t.colors.accentStrong },
    'img, svg': { display: 'block', maxWidth: '100%' },
    // A page's sections after its first (the footer does the same in the shell).
    'main section ~ section': laidOutNearScreenStyle,
    ':focus-visible': { outline: `3px solid ${t.colors.accent}`, outlineOffset: '2px' },
    '::selection': { background: t.colors.accentSurface },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        scrollBehavior: 'auto !important' as 'auto',
        transition: 'none !important',
        animation: 'none !important',
      },
    },
  },
];

/** The theme and base styles. The shell wraps the whole site in it; a remote's preview page does too. */
export function BrandProvider({ children }: { readonly children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <StaticGlobal styles={globalStyles} />
      {children}
    </ThemeProvider>
  );
}
