import type { Theme } from '@emotion/react';
import { cardStyle } from '@inklined/design-system/Card';
import { mutedTextStyle, plainListStyle } from '@inklined/design-system/layout';
import { mq } from '@inklined/design-system/tokens';
import { Fragment } from 'react';
import type { FormNotice, FormNoticeTerms } from '../../content/privacy';

const listStyle = { ...plainListStyle, display: 'grid', gap: '1.25rem' };
const nameStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h3 });
// Label over fact on a phone; from a tablet's width, labels in a column of their own.
const termsStyle = (theme: Theme) => ({
  display: 'grid',
  gap: '0.25rem',
  margin: '1rem 0 0',
  '& dt': { fontWeight: 600, color: theme.colors.ink },
  '& dd': { margin: 0 },
  '& dd:not(:last-child)': { marginBottom: '0.75rem' },
  [mq.sm]: {
    gridTemplateColumns: '9rem minmax(0, 1fr)',
    gap: '0.75rem 1.25rem',
    '& dd:not(:last-child)': { marginBottom: 0 },
  },
});

interface FormNoticeListProps {
  readonly notices: readonly FormNotice[];
  readonly terms: FormNoticeTerms;
}

/** Each form of the site on a card of its own: what it sends, why, and who receives it. */
export function FormNoticeList({ notices, terms }: FormNoticeListProps) {
  return (
    <ul role="list" css={listStyle}>
      {notices.map((notice) => (
        <li key={notice.name} css={cardStyle}>
          <h3 css={nameStyle}>{notice.name}</h3>
          <p css={mutedTextStyle}>{notice.where}</p>
          <dl css={termsStyle}>
            {(['sends', 'why', 'receivedBy'] as const).map((term) => (
              <Fragment key={term}>
                <dt>{terms[term]}</dt>
                <dd>{notice[term]}</dd>
              </Fragment>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
