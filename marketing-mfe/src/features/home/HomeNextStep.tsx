import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { openModal } from '@inklined/modal-store/modal-store';
import { homeText } from '../../content/home';
import { buttonStyle } from '@inklined/design-system/Button';
import { bandStyle, containerStyle } from '@inklined/design-system/layout';

const actionsStyle = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const, justifyContent: 'center' };

/** The home page ends with its one next step, the expert form, and the blog for those not ready yet. */
export function HomeNextStep({ Link }: { readonly Link: LinkComponent }) {
  return (
    <section css={bandStyle('plain')} aria-labelledby="next-step-heading">
      <div css={containerStyle}>
        <SectionHeading id="next-step-heading" title={homeText.expertHeading} lead={homeText.expertLead} />
        <div css={actionsStyle}>
          <button type="button" css={buttonStyle('primary')} onClick={() => openModal('expert')}>
            {homeText.nextStepButton}
          </button>
          <Link to={routePaths.blog} css={buttonStyle('secondary')}>
            {homeText.blogLink}
          </Link>
        </div>
      </div>
    </section>
  );
}
