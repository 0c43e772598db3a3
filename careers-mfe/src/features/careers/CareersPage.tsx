import type { Theme } from '@emotion/react';
import { mq } from '@inklined/brand/theme';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { careersText } from '../../content/careers-text';
import { jobPostings } from '../../content/jobs';
import {
  eyebrowStyle,
  introBandStyle,
  leadStyle,
  pagePaddingStyle,
  plainListStyle,
  sectionTitleStyle,
  titleStyle,
  wideColumnStyle,
} from '../../ui/styles';
import { ApplicationProcess } from './ApplicationProcess';
import { PositionCard } from './PositionCard';
import { WhyWorkWithUs } from './WhyWorkWithUs';

const introStyle = (theme: Theme) => [introBandStyle(theme), { textAlign: 'center' as const }];
const introLeadStyle = (theme: Theme) => [leadStyle(theme), { maxWidth: '42rem', marginInline: 'auto' }];
const positionsSectionStyle = (theme: Theme) => [pagePaddingStyle(theme), { background: theme.colors.surfaceAlt }];
const positionsListStyle = [
  plainListStyle,
  {
    display: 'grid',
    gap: '1.25rem',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
];

/** /careers (spec section 2, Careers): why join, how applying works, and the open positions. */
export function CareersPage({ Link, Head }: RemotePageProps) {
  return (
    <>
      <Head title={careersText.title} description={careersText.description} />
      <header css={introStyle}>
        <p css={eyebrowStyle}>{careersText.eyebrow}</p>
        <h1 css={titleStyle}>{careersText.title}</h1>
        <p css={introLeadStyle}>{careersText.lead}</p>
      </header>
      <WhyWorkWithUs />
      <ApplicationProcess />
      <section css={positionsSectionStyle} aria-labelledby="open-positions">
        <div css={wideColumnStyle}>
          <h2 id="open-positions" css={sectionTitleStyle}>
            {careersText.openPositions}
          </h2>
          {/* role="list": Safari drops list semantics with the bullets. */}
          <ul css={positionsListStyle} role="list">
            {jobPostings.map((job) => (
              <PositionCard key={job.id} job={job} Link={Link} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
