import type { Theme } from '@emotion/react';
import type { RoleSections } from '../../content/role-pages';

const sectionStyle = (theme: Theme) => ({
  '& + &': { marginTop: theme.space.xl },
  '& p': { margin: `0 0 ${theme.space.md}`, ':last-child': { marginBottom: 0 } },
  '& ul, & ol': {
    margin: 0,
    paddingInlineStart: '1.25rem',
    display: 'grid',
    gap: theme.space.sm,
  },
  '& li::marker': { color: theme.colors.accent },
  '& li': { paddingInlineStart: theme.space.xs },
});
const headingStyle = (theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.h2 });

/** "About the Role" → "role-about-the-role": an id for the section's heading, from its title. */
const sectionId = (title: string, index: number) =>
  `role-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || index
  }`;

/** The role's text as the server wrote it into this page: what hydration must find again. */
export function sectionsOnPage(roleId: string): RoleSections | undefined {
  const description = document.querySelector(`[data-text-of="${roleId}"]`);
  if (!description) return undefined;
  return [...description.querySelectorAll(':scope > section')].map((section) => ({
    title: section.querySelector(':scope > h2')?.textContent ?? '',
    html: section.querySelector(':scope > div')?.innerHTML ?? '',
  }));
}

/**
 * The job description as its file has it: each `## heading` a section of its own, named by its
 * heading (About the Role, Responsibilities, Requirements), the Markdown made HTML at build.
 */
export function RoleDescription({ roleId, sections }: { readonly roleId: string; readonly sections: RoleSections }) {
  return (
    <div data-text-of={roleId}>
      {sections.map(({ title, html }, index) => {
        const id = sectionId(title, index);
        return (
          <section key={id} css={sectionStyle} aria-labelledby={title ? id : undefined}>
            {title && (
              <h2 id={id} css={headingStyle}>
                {title}
              </h2>
            )}
            <div dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        );
      })}
    </div>
  );
}
