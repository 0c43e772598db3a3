import { homeText, reasons } from '../../content/home';
import { BandSection } from '../../ui/BandSection';
import { IconBadge } from '../../ui/IconBadge';
import { cardGridStyle, mutedTextStyle, plainListStyle } from '@inklined/design-system/layout';

const itemStyle = { display: 'flex', gap: '1rem', alignItems: 'flex-start' };
const titleStyle = { margin: '0 0 0.35rem' };

/** "Why Choose Us": the spec's six points. */
export function WhyChooseUs() {
  return (
    <BandSection tone="plain" id="why-heading" title={homeText.whyHeading} lead={homeText.whyLead}>
      <ul css={[plainListStyle, cardGridStyle(3)]}>
        {reasons.map((reason) => (
          <li key={reason.title} css={itemStyle}>
            <IconBadge name={reason.icon} />
            <div>
              <h3 css={titleStyle}>{reason.title}</h3>
              <p css={mutedTextStyle}>{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </BandSection>
  );
}
