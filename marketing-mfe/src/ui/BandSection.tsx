import { bandStyle, containerStyle, readingWidthStyle, type Tone } from '@inklined/design-system/layout';
import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { ReactNode } from 'react';

// The reading measure plus the column's own padding on both sides.
const readingColumnStyle = { maxWidth: `calc(${readingWidthStyle.maxWidth} + 3rem)` };

interface BandSectionProps {
  /** The heading's id, which names the section (`aria-labelledby`) for screen readers. */
  readonly id: string;
  readonly title: string;
  readonly lead?: string;
  readonly tone: Tone;
  /** Text to read: the heading and content in a column of reading width, the heading at its start. */
  readonly reading?: boolean;
  readonly children: ReactNode;
}

/** A full-width band of a marketing page: its content in the page's column, under a centred heading. */
export function BandSection({ id, title, lead, tone, reading = false, children }: BandSectionProps) {
  return (
    <section css={bandStyle(tone)} aria-labelledby={id}>
      <div css={[containerStyle, reading && readingColumnStyle]}>
        <SectionHeading id={id} title={title} lead={lead} align={reading ? 'start' : 'center'} />
        {children}
      </div>
    </section>
  );
}
