import { includedInEveryOrder, servicesText } from '../../content/services';
import { BandSection } from '../../ui/BandSection';
import { IconBadge } from '../../ui/IconBadge';
import { cardGridStyle, mutedTextStyle, plainListStyle } from '@inklined/design-system/layout';

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
    <BandSection tone="tint" id="included-heading" title={servicesText.includedHeading}>
      <ul css={[plainListStyle, cardGridStyle(4)]}>
        {includedInEveryOrder.map((item) => (
          <li key={item.title} css={itemStyle}>
            <IconBadge name={item.icon} />
            <h3 css={titleStyle}>{item.title}</h3>
            <p css={mutedTextStyle}>{item.text}</p>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
