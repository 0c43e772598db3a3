import type { Theme } from '@emotion/react';
import { dateText } from '@inklined/brand/date-text';
import { employmentText, experienceText, roleText, salaryText } from '../../content/careers-text';
import type { JobPosting } from '../../content/jobs';

const factsStyle = (theme: Theme) => ({
  // Each fact as wide as its words, as many to a row as fit.
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: `${theme.space.md} ${theme.space.xl}`,
  margin: `${theme.space.lg} 0 0`,
  padding: `${theme.space.md} 0 0`,
  borderTop: `1px solid ${theme.colors.border}`,
});
const termStyle = (theme: Theme) => ({
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.small,
  fontWeight: 600,
});
const valueStyle = (theme: Theme) => ({ margin: 0, color: theme.colors.ink, fontWeight: 600 });

/** Where, how and since when: location, type of work, experience needed, date posted. */
export function RoleFacts({ job }: { readonly job: JobPosting }) {
  const facts = [
    { term: roleText.location, value: job.location },
    { term: roleText.typeOfWork, value: employmentText(job.employmentTypes) },
    ...(job.minYearsExperience === undefined
      ? []
      : [{ term: roleText.experience, value: experienceText(job.minYearsExperience) }]),
    {
      term: roleText.posted,
      value: <time dateTime={job.datePosted}>{dateText(job.datePosted)}</time>,
    },
    ...(job.validThrough === undefined
      ? []
      : [{ term: roleText.closes, value: <time dateTime={job.validThrough}>{dateText(job.validThrough)}</time> }]),
    ...(job.salary === undefined ? [] : [{ term: roleText.salary, value: salaryText(job.salary) }]),
  ];
  return (
    <dl css={factsStyle}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt css={termStyle}>{term}</dt>
          <dd css={valueStyle}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
