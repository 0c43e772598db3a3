import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

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

const iconPaths: Record<BannerTone, string> = {
  success: 'M20 6 9 17l-5-5',
  danger: 'M12 8v5m0 3.5v.01',
  info: 'M12 11v6m0-9.5v.01',
};

/** The banner's sign: a tick, an exclamation mark or an i in a circle. Decorative. */
export function BannerIcon({ tone }: { readonly tone: BannerTone }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      css={{ flexShrink: 0, marginTop: '0.15rem' }}
    >
      {tone !== 'success' && <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />}
      <path
        d={iconPaths[tone]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
      <BannerIcon tone={tone} />
      <div css={{ minWidth: 0, display: 'grid', gap: '0.35rem' }}>
        {title && <p css={{ margin: 0, fontWeight: 700 }}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
