import { SectionHeading } from '@inklined/design-system/SectionHeading';
import { homeText, reasons } from '../../content/home';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  mutedTextStyle,
  plainListStyle,
} from '@inklined/design-system/layout';
import { iconBadgeStyle } from '@inklined/design-system/Card';

const itemStyle = { display: 'flex', gap: '1rem', alignItems: 'flex-start' };
const titleStyle = { margin: '0 0 0.35rem' };

/** "Why Choose Us": the spec's six points. */
export function WhyChooseUs() {
  return (
    <section css={bandStyle('plain')} aria-labelledby="why-heading">
      <div css={containerStyle}>
        <SectionHeading id="why-heading" title={homeText.whyHeading} lead={homeText.whyLead} />
        <ul css={[plainListStyle, cardGridStyle(3)]}>
          {reasons.map((reason) => (
            <li key={reason.title} css={itemStyle}>
              <span css={iconBadgeStyle}>
                <Icon name={reason.icon} />
              </span>
              <div>
                <h3 css={titleStyle}>{reason.title}</h3>
                <p css={mutedTextStyle}>{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
