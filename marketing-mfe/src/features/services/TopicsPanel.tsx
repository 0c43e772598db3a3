import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { serviceTopics, servicesText } from '../../content/services';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardStyle,
  containerStyle,
  iconBadgeStyle,
  plainListStyle,
  sectionHeadingStyle,
} from '../../ui/layout';
import { useTabs } from '../../ui/use-tabs';

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
const tabStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  padding: '0.75rem 1rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  fontWeight: 650,
  textAlign: 'left' as const,
  cursor: 'pointer',
  '&[aria-selected="true"]': {
    borderColor: theme.colors.accent,
    background: theme.colors.accentSurface,
    color: theme.colors.accentStrong,
  },
  '&:hover:not([aria-selected="true"])': { borderColor: theme.colors.accent },
});
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
    <section css={bandStyle('plain')} aria-labelledby="topics-heading">
      <div css={containerStyle}>
        <h2 id="topics-heading" css={sectionHeadingStyle}>
          {servicesText.topicsHeading}
        </h2>
        <div css={layoutStyle}>
          <div {...tabs.tabListProps} aria-labelledby="topics-heading" css={tabListStyle}>
            {serviceTopics.map((topic) => (
              <button key={topic.id} {...tabs.tabProps(topic.id)} css={tabStyle}>
                <Icon name={topic.icon} size={20} />
                {topic.label}
              </button>
            ))}
          </div>
          {serviceTopics.map((topic) => (
            <div key={topic.id} {...tabs.panelProps(topic.id)} css={panelStyle}>
              <span css={iconBadgeStyle}>
                <Icon name={topic.icon} />
              </span>
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
      </div>
    </section>
  );
}
