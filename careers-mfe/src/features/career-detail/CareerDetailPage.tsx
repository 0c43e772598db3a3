import type { CareerDetailPageProps } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { useEffect } from 'react';
import { careersText, findJob } from '../../content/jobs';
import { pageStyle, titleStyle } from '../../ui/styles';

export function CareerDetailPage({ Link, Embed, Head, roleId }: CareerDetailPageProps) {
  const job = findJob(roleId);

  // Spec: the page scrolls to the top on load, also when moving from one role to another.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [roleId]);

  return (
    <div css={pageStyle}>
      <Head
        title={`${job ? job.title : careersText.notFound} | ${careersText.title}`}
        description={job ? `${job.title}: a remote position at Critically Inklined.` : careersText.lead}
      />
      <h1 css={titleStyle}>{job ? job.title : careersText.notFound}</h1>
      <p>
        <Link to={routePaths.careers}>{careersText.backToCareers}</Link>
      </p>
      {job && <Embed id="forms/JobApplicationForm" props={{ roleTitle: job.title }} />}
    </div>
  );
}
