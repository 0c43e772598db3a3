import type { Theme } from '@emotion/react';

const base = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '2.9rem',
  padding: '0.7rem 1.4rem',
  borderRadius: theme.radii.pill,
  font: 'inherit',
  fontWeight: 650,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 0.15s, color 0.15s, border-color 0.15s',
});

/** The one main action of a section. */
export const primaryButtonStyle = (theme: Theme) => ({
  ...base(theme),
  border: `2px solid ${theme.colors.accent}`,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  '&:hover': {
    background: theme.colors.accentStrong,
    borderColor: theme.colors.accentStrong,
    color: theme.colors.accentContrast,
  },
});

/** A second action beside the main one. */
export const secondaryButtonStyle = (theme: Theme) => ({
  ...base(theme),
  border: `2px solid ${theme.colors.accent}`,
  background: theme.colors.surface,
  color: theme.colors.accent,
  '&:hover': { background: theme.colors.accentSurface, color: theme.colors.accentStrong },
});

/** A small round icon button (carousel arrows, pause). */
export const roundButtonStyle = (theme: Theme) => ({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surface,
  color: theme.colors.ink,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.accentSurface, color: theme.colors.accent, borderColor: theme.colors.accent },
});
