import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';

const headerStyle = (theme: Theme) => ({
  padding: '3rem 1.5rem 2.5rem',
  [mq.lg]: { padding: '4.5rem 1.5rem 3.5rem' },
  background: theme.colors.surfaceAlt,
  borderBottom: `1px solid ${theme.colors.border}`,
  textAlign: 'center' as const,
});
const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h1 });
const ruleStyle = (theme: Theme) => ({
  width: '3.5rem',
  height: '3px',
  margin: '1rem auto',
  border: 0,
  borderRadius: '2px',
  background: theme.colors.highlight,
});
const leadStyle = (theme: Theme) => ({
  maxWidth: '42rem',
  margin: '0 auto',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.lead,
});

export interface PageIntro {
  readonly title: string;
  readonly lead: string;
}

/** The page's one h1 and its lead paragraph. */
export function PageIntroHeader({ intro }: { readonly intro: PageIntro }) {
  return (
    <header css={headerStyle}>
      <h1 css={titleStyle}>{intro.title}</h1>
      <hr css={ruleStyle} aria-hidden="true" />
      <p css={leadStyle}>{intro.lead}</p>
    </header>
  );
}
