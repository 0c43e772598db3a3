import type { Theme } from '@emotion/react';
import type { PageIntro } from '../content/page-intros';

const headerStyle = (theme: Theme) => ({
  padding: '3rem 1.5rem 2rem',
  background: theme.colors.surfaceAlt,
  textAlign: 'center' as const,
});
const titleStyle = (theme: Theme) => ({ margin: 0, fontSize: '2.25rem', color: theme.colors.ink });
const leadStyle = (theme: Theme) => ({ maxWidth: '42rem', margin: '1rem auto 0', color: theme.colors.inkMuted });

/** The page's one h1 and its lead paragraph. */
export function PageIntroHeader({ intro }: { readonly intro: PageIntro }) {
  return (
    <header css={headerStyle}>
      <h1 css={titleStyle}>{intro.title}</h1>
      <p css={leadStyle}>{intro.lead}</p>
    </header>
  );
}
