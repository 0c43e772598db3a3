import type { Theme } from '@emotion/react';
import { roleText } from '../../content/careers-text';
import type { JobPosting } from '../../content/jobs';

const sectionStyle = (theme: Theme) => ({ '& + &': { marginTop: theme.space.xl } });
const headingStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.h2 });
const paragraphStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, ':last-child': { marginBottom: 0 } });
const listStyle = (theme: Theme) => ({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: theme.space.sm,
  '& li::marker': { color: theme.colors.accent },
  '& li': { paddingInlineStart: theme.space.xs },
});

/** The job description: about the role, responsibilities, requirements. */
export function RoleDescription({ job }: { readonly job: JobPosting }) {
  const { about, responsibilities, requirements } = job.description;
  return (
    <>
      <section css={sectionStyle} aria-labelledby="role-about">
        <h2 id="role-about" css={headingStyle}>
          {roleText.about}
        </h2>
        {about.map((text) => (
          <p key={text} css={paragraphStyle}>
            {text}
          </p>
        ))}
      </section>
      <section css={sectionStyle} aria-labelledby="role-responsibilities">
        <h2 id="role-responsibilities" css={headingStyle}>
          {roleText.responsibilities}
        </h2>
        <ul css={listStyle}>
          {responsibilities.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
      <section css={sectionStyle} aria-labelledby="role-requirements">
        <h2 id="role-requirements" css={headingStyle}>
          {roleText.requirements}
        </h2>
        <ul css={listStyle}>
          {requirements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
