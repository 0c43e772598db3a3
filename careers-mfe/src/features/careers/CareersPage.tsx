import type { Theme } from '@emotion/react';
import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { careerPath } from '@inklined/contracts/routes';
import { careersText, jobPostings } from '../../content/jobs';
import { leadStyle, pageStyle, titleStyle } from '../../ui/styles';

const listStyle = {
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
};
const jobLinkStyle = (theme: Theme) => ({
  display: 'block',
  padding: '1.25rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  color: theme.colors.ink,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { borderColor: theme.colors.accent, boxShadow: theme.shadow },
});

export function CareersPage({ Link, Head }: RemotePageProps) {
  return (
    <div css={pageStyle}>
      <Head title={careersText.title} description={careersText.lead} />
      <h1 css={titleStyle}>{careersText.title}</h1>
      <p css={leadStyle}>{careersText.lead}</p>
      <h2>{careersText.openPositions}</h2>
      <ul css={listStyle}>
        {jobPostings.map((job) => (
          <li key={job.id}>
            <Link to={careerPath(job.id)} css={jobLinkStyle}>
              {job.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
