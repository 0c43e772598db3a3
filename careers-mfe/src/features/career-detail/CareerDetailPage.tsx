import type { Theme } from '@emotion/react';
import type { CareerDetailPageProps } from '@inklined/contracts/remote-modules';
import { roleDescription, roleText } from '../../content/careers-text';
import { useState } from 'react';
import { isOpen } from '@inklined/contracts/content-dates';
import { EntryTextStatus, useEntryText } from '@inklined/design-system/EntryText';
import { findJob, roleSections } from '../../content/role-pages';
import { pagePaddingStyle, readingColumnStyle } from '../../ui/styles';
import { jobPostingStructuredData } from './job-posting-ld';
import { JobNotFound } from './JobNotFound';
import { OtherPositions } from './OtherPositions';
import { RoleDescription, sectionsOnPage } from './RoleDescription';
import { RoleHeader } from './RoleHeader';

/** The form's top clears the sticky navbar when "Apply now" scrolls to it (the page's scroll padding). */
const applyStyle = (theme: Theme) => ({ margin: `${theme.space.xl} 0 ${theme.space.lg}` });

/** /careers/{roleId} (spec section 2, Career detail): the job description and the application form. */
export function CareerDetailPage({ Link, Embed, Head, roleId }: CareerDetailPageProps) {
  // Spec: "the page scrolls to the top on load". The shell starts every page it moves to at its top
  // (ScrollToTopOnNavigate), one role to another included; a page the browser loaded starts there
  // already, and a jump made when this remote hydrates would undo a visitor's scroll under way.
  const job = findJob(roleId);
  // Decided when the page renders (on the server, then when it hydrates): a role closes by itself.
  // Another role shown in this page (from Other Open Positions) is judged by the same moment.
  const [now] = useState(Date.now);
  const text = useEntryText(job && roleSections(job.slug), () => job && sectionsOnPage(job.slug));

  if (!job) return <JobNotFound Link={Link} Head={Head} />;
  if (!isOpen(job, now)) return <JobNotFound Link={Link} Head={Head} closed={job} />;

  return (
    <article>
      <Head
        title={roleText.documentTitle(job.title)}
        description={roleDescription(job)}
        // Job search reads the server's page, where the text is at hand; a role reached by a link
        // in the site has its data once its text has come.
        structuredData={text.text ? [jobPostingStructuredData({ ...job, sections: text.text })] : []}
      />
      <RoleHeader job={job} Link={Link} />
      <div css={pagePaddingStyle}>
        <div css={readingColumnStyle}>
          {text.text ? (
            <RoleDescription roleId={job.slug} sections={text.text} />
          ) : (
            <EntryTextStatus entry={text} labels={roleText.text} />
          )}
          {/* Focusable, so "Apply now" takes the focus there, not to the page's start. */}
          <div id="apply" css={applyStyle} tabIndex={-1}>
            <Embed
              id="forms/JobApplicationForm"
              props={{ roleTitle: job.title, roleId: job.slug, minYearsExperience: job.minYearsExperience }}
            />
          </div>
          <OtherPositions currentId={job.slug} now={now} Link={Link} />
        </div>
      </div>
    </article>
  );
}
