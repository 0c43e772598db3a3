import type { Theme } from '@emotion/react';

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
});

export const floatingStackStyle = (side: 'left' | 'right') => (theme: Theme) => ({
  position: 'fixed' as const,
  bottom: '1.25rem',
  [side]: '1.25rem',
  zIndex: theme.zIndex.floating,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: '0.75rem',
});
