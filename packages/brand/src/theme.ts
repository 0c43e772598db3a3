import '@emotion/react';

/** Design tokens, handed to emotion's ThemeProvider by the shell and read by every remote. */
export const theme = {
  colors: {
    ink: '#1b1f3b',
    inkMuted: '#4a4f6a',
    accent: '#0b57d0',
    accentStrong: '#083f99',
    accentContrast: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f4f6fb',
    border: '#d9dde8',
    /** Borders of form controls: 3:1 or more against the surfaces (WCAG 1.4.11). */
    borderStrong: '#767b91',
    success: '#1e7b34',
    successSurface: '#e6f4ea',
    successInk: '#14532d',
    danger: '#b3261e',
    dangerSurface: '#fce8e6',
    dangerInk: '#8c1d18',
    chat: '#1a7f4b',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  /** Min-widths, in px, matching the spec's carousel breakpoints. */
  breakpoints: { sm: 640, lg: 1024 },
  radius: '8px',
  shadow: '0 4px 16px rgba(27, 31, 59, 0.12)',
  zIndex: { navbar: 100, floating: 200, modal: 1000 },
} as const;

export type SiteTheme = typeof theme;

/** `mq.lg` is a media query for screens at least as wide as the `lg` breakpoint. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
} as const;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented way to type the theme
  export interface Theme extends SiteTheme {}
}

/** Hides text visually while screen readers still read it. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
