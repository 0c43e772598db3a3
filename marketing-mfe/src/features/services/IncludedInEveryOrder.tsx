import { includedInEveryOrder, servicesText } from '../../content/services';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  iconBadgeStyle,
  mutedTextStyle,
  plainListStyle,
  sectionHeadingStyle,
} from '../../ui/layout';

const itemStyle = { textAlign: 'center' as const, display: 'grid', justifyItems: 'center', gap: '0.5rem' };
const titleStyle = { margin: '0.5rem 0 0' };

/** Spec section 2: plagiarism-free content, on-time delivery, free revisions, 24/7 support. */
export function IncludedInEveryOrder() {
  return (
    <section css={bandStyle('tint')} aria-labelledby="included-heading">
      <div css={containerStyle}>
        <h2 id="included-heading" css={[sectionHeadingStyle, { marginBottom: '2.5rem' }]}>
          {servicesText.includedHeading}
        </h2>
        <ul css={[plainListStyle, cardGridStyle(4)]}>
          {includedInEveryOrder.map((item) => (
            <li key={item.title} css={itemStyle}>
              <span css={iconBadgeStyle}>
                <Icon name={item.icon} />
              </span>
              <h3 css={titleStyle}>{item.title}</h3>
              <p css={mutedTextStyle}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
