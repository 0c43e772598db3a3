import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { openModal } from '@inklined/modal-store/modal-store';
import { homeText } from '../../content/home';
import { primaryButtonStyle, secondaryButtonStyle } from '../../ui/buttons';
import { bandStyle, containerStyle, sectionHeadingStyle, sectionLeadStyle } from '../../ui/layout';

const actionsStyle = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const, justifyContent: 'center' };

/** The home page ends with its one next step, the expert form, and the blog for those not ready yet. */
export function HomeNextStep({ Link }: { readonly Link: LinkComponent }) {
  return (
    <section css={bandStyle('plain')} aria-labelledby="next-step-heading">
      <div css={containerStyle}>
        <h2 id="next-step-heading" css={sectionHeadingStyle}>
          {homeText.expertHeading}
        </h2>
        <p css={sectionLeadStyle}>{homeText.expertLead}</p>
        <div css={actionsStyle}>
          <button type="button" css={primaryButtonStyle} onClick={() => openModal('expert')}>
            {homeText.nextStepButton}
          </button>
          <Link to={routePaths.blog} css={secondaryButtonStyle}>
            {homeText.blogLink}
          </Link>
        </div>
      </div>
    </section>
  );
}
