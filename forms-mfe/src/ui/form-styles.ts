import type { Theme } from '@emotion/react';
import { mq } from '@inklined/brand/theme';

/** One look for every form of the site: fields stacked on phones, side by side where marked. */
export const formStyle = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A form taller than its fields (an embedded form fills its kept place) keeps them together at the top.
  alignContent: 'start',
};

export const twoColumnsStyle = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
};

export const fieldStyle = { display: 'grid', gap: '0.35rem', minWidth: 0 };

export const labelStyle = (theme: Theme) => ({ fontWeight: 600, color: theme.colors.ink });

export const noteStyle = (theme: Theme) => ({ fontWeight: 400, color: theme.colors.inkMuted, fontSize: '0.9rem' });

export const controlStyle = (theme: Theme) => ({
  width: '100%',
  padding: '0.65rem 0.75rem',
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, boxShadow: `0 0 0 1px ${theme.colors.danger}` },
  '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: '1px' },
});

export const textareaStyle = (theme: Theme) => ({
  ...controlStyle(theme),
  resize: 'vertical' as const,
  minHeight: '7rem',
});

export const errorStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: '0.9rem' });

export const checkboxRowStyle = { display: 'flex', alignItems: 'flex-start', gap: '0.6rem' };

export const checkboxStyle = (theme: Theme) => ({
  width: '1.15rem',
  height: '1.15rem',
  marginTop: '0.2rem',
  flexShrink: 0,
  accentColor: theme.colors.accent,
});

export const actionsStyle = { display: 'flex', flexWrap: 'wrap' as const, gap: '0.75rem', alignItems: 'center' };

export const primaryButtonStyle = (theme: Theme) => ({
  minHeight: '2.9rem',
  padding: '0.7rem 1.5rem',
  border: 'none',
  borderRadius: theme.radii.pill,
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover:not([aria-disabled="true"])': { background: theme.colors.accentStrong },
  '&[aria-disabled="true"]': { background: theme.colors.inkMuted, cursor: 'progress' },
});

export const secondaryButtonStyle = (theme: Theme) => ({
  minHeight: '2.9rem',
  padding: '0.7rem 1.5rem',
  border: `2px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.accent,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
});
