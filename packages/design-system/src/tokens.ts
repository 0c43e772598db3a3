import '@emotion/react';
import { typefaceStack } from '@inklined/brand/font-families';

/**
 * The design tokens (colour, type, spacing, radius, shadow, breakpoints): ink on paper, one calm blue for actions, a warm gold used sparingly for
 * emphasis. Handed to emotion's ThemeProvider by the shell and read by every remote. Text colours
 * keep 4.5:1 or more on the surfaces they are used on; `highlight` is never text, but it marks
 * states (the current page, the section being read) and draws the rating stars, so it keeps 3:1
 * on the light surfaces and on ink (WCAG 1.4.11).
 */
export const theme = {
  colors: {
    ink: '#14213d',
    inkMuted: '#4a5570',
    accent: '#1f4d99',
    accentStrong: '#163a75',
    accentContrast: '#ffffff',
    accentSurface: '#e8eef9',
    highlight: '#b57a22',
    highlightSurface: '#fbf3e4',
    highlightInk: '#7a4e0c',
    surface: '#ffffff',
    surfaceAlt: '#f7f5f0',
    border: '#dfe3eb',
    /** Borders of form controls: 3:1 or more against the surfaces (WCAG 1.4.11). */
    borderStrong: '#767b91',
    success: '#1e7b34',
    successSurface: '#e6f4ea',
    successInk: '#14532d',
    danger: '#b3261e',
    dangerSurface: '#fce8e6',
    dangerInk: '#8c1d18',
    chat: '#1a7f4b',
    /** Text on the ink-coloured footer. */
    onInk: '#ffffff',
    onInkMuted: '#c9d0e0',
  },
  fonts: {
    // Short on purpose: each name before the one a browser finds is a lookup of the system's fonts
    // in the first layout; system-ui is Segoe UI, San Francisco or Roboto where those are the
    // system's, and serif is Times New Roman where Georgia is not installed (decisions 0048, 0064).
    body: `${typefaceStack('inter')}, system-ui, sans-serif`,
    heading: `${typefaceStack('source-serif-4')}, Georgia, serif`,
  },
  /** A modular type scale (1.2), in rem. */
  fontSizes: {
    small: '0.875rem',
    body: '1rem',
    lead: '1.125rem',
    h3: '1.25rem',
    h2: 'clamp(1.6rem, 1.3rem + 1.2vw, 2.1rem)',
    h1: 'clamp(2rem, 1.5rem + 2.4vw, 3rem)',
    display: 'clamp(2.2rem, 1.4rem + 3.6vw, 3.6rem)',
  },
  /** Spacing steps, in rem. */
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  /** Min-widths, in px: the spec's carousel breakpoints (640, 1024) and a tablet's width. */
  breakpoints: { sm: 640, md: 768, lg: 1024 },
  /** The widest a page's content runs. */
  maxWidth: '72rem',
  /** The height of the sticky site header, for what sticks or scrolls to just below it. */
  headerHeight: '4rem',
  radius: '10px',
  /** One family: fields and small boxes `md`, cards and dialogs `lg`, every button `pill`. */
  radii: { sm: '6px', md: '10px', lg: '18px', pill: '999px' },
  shadow: '0 4px 16px rgba(20, 33, 61, 0.10)',
  shadowRaised: '0 12px 32px rgba(20, 33, 61, 0.14)',
  zIndex: { navbar: 100, floating: 200, modal: 1000 },
} as const;

export type SiteTheme = typeof theme;

/** `mq.lg` is a media query for screens at least as wide as the `lg` breakpoint. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
} as const;

/** Animations and smooth scrolling only for visitors who have not asked for less motion. */
export const motionOk = '@media (prefers-reduced-motion: no-preference)';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented way to type the theme
  export interface Theme extends SiteTheme {}
}

/**
 * For a surface in ink: the site's blue focus ring hardly shows on it (2:1), so the controls on it
 * draw theirs in white (16:1). Spread into the surface's style.
 */
export const inkSurfaceFocus = { '& :focus-visible': { outlineColor: theme.colors.onInk } } as const;

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
