import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { serviceTopics, servicesText } from '../../content/services';
import { BandSection } from '../../ui/BandSection';
import { Icon } from '../../ui/icons/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { plainListStyle } from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';
import { cardTabStyle, useTabs } from '@inklined/design-system/Tabs';

const layoutStyle = {
  display: 'grid',
  gap: '1.5rem',
  marginTop: '2rem',
  [mq.lg]: { gridTemplateColumns: '18rem minmax(0, 1fr)', alignItems: 'start' },
};
const tabListStyle = {
  display: 'grid',
  gap: '0.5rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr)' },
};
const panelStyle = (theme: Theme) => ({ ...cardStyle(theme), padding: '2rem' });
const descriptionStyle = (theme: Theme) => ({ color: theme.colors.inkMuted, fontSize: theme.fontSizes.lead });
const pointStyle = { display: 'flex', gap: '0.6rem', alignItems: 'flex-start', marginTop: '0.6rem' };
const checkStyle = (theme: Theme) => ({ flexShrink: 0, marginTop: '0.15rem', color: theme.colors.accent });

/** Six service topics; clicking one shows its description and three points; "research" first (spec section 2). */
export function TopicsPanel() {
  const tabs = useTabs(
    serviceTopics.map((topic) => topic.id),
    'research',
    'vertical',
  );
  return (
    <BandSection tone="plain" id="topics-heading" title={servicesText.topicsHeading}>
      <div css={layoutStyle}>
        <div {...tabs.tabListProps} aria-labelledby="topics-heading" css={tabListStyle}>
          {serviceTopics.map((topic) => (
            <button key={topic.id} {...tabs.tabProps(topic.id)} css={cardTabStyle}>
              <Icon name={topic.icon} size={20} />
              {topic.label}
            </button>
          ))}
        </div>
        {serviceTopics.map((topic) => (
          <div key={topic.id} {...tabs.panelProps(topic.id)} css={panelStyle}>
            <IconBadge name={topic.icon} />
            <h3>{topic.label}</h3>
            <p css={descriptionStyle}>{topic.description}</p>
            <ul css={plainListStyle}>
              {topic.points.map((point) => (
                <li key={point} css={pointStyle}>
                  <Icon name="check" size={20} css={checkStyle} />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </BandSection>
  );
}
