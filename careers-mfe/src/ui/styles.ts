import type { Theme } from '@emotion/react';

export const pageStyle = { maxWidth: '64rem', margin: '0 auto', padding: '3rem 1.5rem' };
export const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: '2.25rem', color: theme.colors.ink });
export const leadStyle = (theme: Theme) => ({ color: theme.colors.inkMuted });
