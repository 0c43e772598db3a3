import { homeText, reasons } from '../../content/home';
import { Icon } from '../../ui/icons/Icon';
import {
  bandStyle,
  cardGridStyle,
  containerStyle,
  iconBadgeStyle,
  mutedTextStyle,
  plainListStyle,
  sectionHeadingStyle,
  sectionLeadStyle,
} from '../../ui/layout';

const itemStyle = { display: 'flex', gap: '1rem', alignItems: 'flex-start' };
const titleStyle = { margin: '0 0 0.35rem' };

/** "Why Choose Us": the spec's six points. */
export function WhyChooseUs() {
  return (
    <section css={bandStyle('plain')} aria-labelledby="why-heading">
      <div css={containerStyle}>
        <h2 id="why-heading" css={sectionHeadingStyle}>
          {homeText.whyHeading}
        </h2>
        <p css={sectionLeadStyle}>{homeText.whyLead}</p>
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
