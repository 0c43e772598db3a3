import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * One heading for every section: an optional eyebrow above, the title, an optional lead below.
 * One rule for alignment: a band that introduces a grid or a carousel centres its heading
 * (`center`); a section of reading text or a form keeps it at the start (`start`).
 */
interface SectionHeadingProps {
  /** The heading's id, which names its section (`aria-labelledby`). */
  readonly id?: string;
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
  readonly level?: 1 | 2 | 3;
  readonly align?: 'center' | 'start';
  /** On an ink band the text turns light. */
  readonly onInk?: boolean;
  readonly className?: string;
}

const wrapStyle = (align: 'center' | 'start') => ({
  marginBottom: '2.25rem',
  textAlign: align,
  ...(align === 'center' ? { marginInline: 'auto', maxWidth: '44rem' } : {}),
});

export const eyebrowStyle = (onInk: boolean) => (theme: Theme) => ({
  margin: `0 0 ${theme.space.sm}`,
  color: onInk ? theme.colors.onInkMuted : theme.colors.highlightInk,
  fontSize: theme.fontSizes.small,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase' as const,
});

const titleStyle = (level: 1 | 2 | 3, onInk: boolean) => (theme: Theme) => ({
  margin: 0,
  fontSize: level === 1 ? theme.fontSizes.h1 : level === 2 ? theme.fontSizes.h2 : theme.fontSizes.h3,
  color: onInk ? theme.colors.onInk : theme.colors.ink,
  textWrap: 'balance' as const,
});

export const leadStyle = (onInk: boolean) => (theme: Theme) => ({
  margin: `${theme.space.md} 0 0`,
  color: onInk ? theme.colors.onInkMuted : theme.colors.inkMuted,
  fontSize: theme.fontSizes.lead,
});

export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  level = 2,
  align = 'center',
  onInk = false,
  className,
}: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div css={wrapStyle(align)} className={className}>
      {eyebrow && <p css={eyebrowStyle(onInk)}>{eyebrow}</p>}
      <Heading id={id} css={titleStyle(level, onInk)}>
        {title}
      </Heading>
      {lead && <p css={leadStyle(onInk)}>{lead}</p>}
    </div>
  );
}
