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

/** The job description: about the role (paragraphs), then its responsibilities and requirements (lists). */
export function RoleDescription({ job }: { readonly job: JobPosting }) {
  const { about, responsibilities, requirements } = job.description;
  const lists = [
    { id: 'role-responsibilities', title: roleText.responsibilities, items: responsibilities },
    { id: 'role-requirements', title: roleText.requirements, items: requirements },
  ];
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
      {lists.map(({ id, title, items }) => (
        <section key={id} css={sectionStyle} aria-labelledby={id}>
          <h2 id={id} css={headingStyle}>
            {title}
          </h2>
          <ul css={listStyle}>
            {items.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
