import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { SignIcon, type Sign } from './SignIcon';

/**
 * A message that stands out from the page: `success` (green), `danger` (red) or `info` (blue),
 * each with an icon so that colour is not the only sign. The live region, where there is one,
 * belongs to the caller: a banner is drawn, announcing it is the page's job.
 */
export type BannerTone = 'success' | 'danger' | 'info';

const palette = (theme: Theme, tone: BannerTone) =>
  ({
    success: { line: theme.colors.success, fill: theme.colors.successSurface, text: theme.colors.successInk },
    danger: { line: theme.colors.danger, fill: theme.colors.dangerSurface, text: theme.colors.dangerInk },
    info: { line: theme.colors.accent, fill: theme.colors.accentSurface, text: theme.colors.accentStrong },
  })[tone];

export const bannerStyle = (tone: BannerTone) => (theme: Theme) => {
  const colors = palette(theme, tone);
  return {
    display: 'flex',
    gap: '0.75rem',
    alignItems: 'flex-start',
    margin: 0,
    padding: '0.9rem 1rem',
    borderRadius: theme.radii.md,
    border: `1px solid ${colors.line}`,
    borderInlineStartWidth: '4px',
    background: colors.fill,
    color: colors.text,
  };
};

/** The banner's sign: a tick, an exclamation mark or an i in a circle. */
const signs: Record<BannerTone, Sign> = { success: 'tick', danger: 'exclamation', info: 'info' };

export const bannerIconStyle = { flexShrink: 0, marginTop: '0.15rem' };

interface BannerProps {
  readonly tone: BannerTone;
  /** A bold first line. */
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

export function Banner({ tone, title, children, className }: BannerProps) {
  return (
    <div css={bannerStyle(tone)} className={className}>
      <SignIcon sign={signs[tone]} css={bannerIconStyle} />
      <div css={{ minWidth: 0, display: 'grid', gap: '0.35rem' }}>
        {title && <p css={{ margin: 0, fontWeight: 700 }}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
