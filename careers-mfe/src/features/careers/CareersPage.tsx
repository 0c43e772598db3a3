import type { Theme } from '@emotion/react';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { careersText } from '../../content/careers-text';
import { useState } from 'react';
import { openRoles } from '../../content/role-list';
import { PageSection } from '../../ui/PageSection';
import { eyebrowStyle, leadStyle } from '@inklined/design-system/SectionHeading';
import { cardGridStyle, introBandStyle, titleStyle } from '../../ui/styles';
import { ApplicationProcess } from './ApplicationProcess';
import { PositionCard } from './PositionCard';
import { WhyWorkWithUs } from './WhyWorkWithUs';

const introStyle = (theme: Theme) => [introBandStyle(theme), { textAlign: 'center' as const }];
const introLeadStyle = (theme: Theme) => [leadStyle(false)(theme), { maxWidth: '42rem', marginInline: 'auto' }];
const positionsSectionStyle = (theme: Theme) => ({ background: theme.colors.surfaceAlt });
const positionsListStyle = cardGridStyle({ gap: '1.25rem', sm: 2, lg: 3 });

/** /careers (spec section 2, Careers): why join, how applying works, and the open positions. */
export function CareersPage({ Link, Head }: RemotePageProps) {
  // Decided when the page renders (on the server, then when it hydrates): a role leaves on its own.
  const [now] = useState(Date.now);
  const open = openRoles(now);
  return (
    <>
      <Head title={careersText.title} description={careersText.description} />
      <header css={introStyle}>
        <p css={eyebrowStyle(false)}>{careersText.eyebrow}</p>
        <h1 css={titleStyle}>{careersText.title}</h1>
        <p css={introLeadStyle}>{careersText.lead}</p>
      </header>
      <WhyWorkWithUs />
      <ApplicationProcess />
      <PageSection id="open-positions" title={careersText.openPositions} css={positionsSectionStyle}>
        {open.length === 0 ? (
          <p>{careersText.noOpenPositions}</p>
        ) : (
          // role="list": Safari drops list semantics with the bullets.
          <ul css={positionsListStyle} role="list">
            {open.map((job) => (
              <PositionCard key={job.slug} job={job} Link={Link} />
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}
