import { bandStyle, containerStyle, type Tone } from '@inklined/design-system/layout';
import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { ReactNode } from 'react';

interface BandSectionProps {
  /** The heading's id, which names the section (`aria-labelledby`) for screen readers. */
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
  readonly tone: Tone;
  readonly children: ReactNode;
}

/** A full-width band of a marketing page: its content in the page's column, under a centred heading. */
export function BandSection({ id, title, lead, tone, children }: BandSectionProps) {
  return (
    <section css={bandStyle(tone)} aria-labelledby={id}>
      <div css={containerStyle}>
        <SectionHeading id={id} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
