import { SectionHeading } from '@inklined/design-system/SectionHeading';
import { includedInEveryOrder, servicesText } from '../../content/services';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  mutedTextStyle,
  plainListStyle,
} from '@inklined/design-system/layout';
import { iconBadgeStyle } from '@inklined/design-system/Card';

const itemStyle = {
  textAlign: 'center' as const,
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: '0.5rem',
};
const titleStyle = { margin: '0.5rem 0 0' };

/** Spec section 2: plagiarism-free content, on-time delivery, free revisions, 24/7 support. */
export function IncludedInEveryOrder() {
  return (
    <section css={bandStyle('tint')} aria-labelledby="included-heading">
      <div css={containerStyle}>
        <SectionHeading id="included-heading" title={servicesText.includedHeading} />
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
