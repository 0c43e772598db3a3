import type { LinkComponent } from '@inklined/contracts/remote-modules';
import { buttonStyle } from '@inklined/design-system/Button';
import type { Tone } from '@inklined/design-system/layout';
import { openModal } from '@inklined/modal-store/modal-store';
import { BandSection } from './BandSection';

const actionsStyle = { display: 'flex', gap: '0.75rem', flexWrap: 'wrap' as const, justifyContent: 'center' };

export interface NextStep {
  readonly heading: string;
  readonly lead: string;
  /** The one main action: the expert form. */
  readonly expertButton: string;
  /** A second way on, for a visitor not ready yet. */
  readonly link: { readonly to: string; readonly label: string };
}

interface NextStepBandProps {
  readonly id: string;
  readonly step: NextStep;
  readonly Link: LinkComponent;
  readonly tone?: Tone;
}

/** How a marketing page ends: one clear next step (the expert form) and a second way on. */
export function NextStepBand({ id, step, Link, tone = 'plain' }: NextStepBandProps) {
  return (
    <BandSection tone={tone} id={id} title={step.heading} lead={step.lead}>
      <div css={actionsStyle}>
        <button type="button" css={buttonStyle('primary')} onClick={() => openModal('expert')}>
          {step.expertButton}
        </button>
        <Link to={step.link.to} css={buttonStyle('secondary')}>
          {step.link.label}
        </Link>
      </div>
    </BandSection>
  );
}
