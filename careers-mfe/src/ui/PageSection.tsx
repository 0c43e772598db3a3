import type { ReactNode } from 'react';
import { pagePaddingStyle, sectionTitleStyle, wideColumnStyle } from './styles';

interface PageSectionProps {
  /** The id of its h2, which names the section (a region for screen readers). */
  readonly id: string;
  readonly title: string;
  /** Emotion's `css` prop arrives here, to change the band (background, padding). */
  readonly className?: string;
  readonly children: ReactNode;
}

/** One band of a careers page: full width, its content in the page's column under an h2. */
export function PageSection({ id, title, className, children }: PageSectionProps) {
  return (
    <section css={pagePaddingStyle} className={className} aria-labelledby={id}>
      <div css={wideColumnStyle}>
        <h2 id={id} css={sectionTitleStyle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
