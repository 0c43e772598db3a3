import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import type { HeadComponent, LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { dateText } from '@inklined/brand/date-text';
import { roleText } from '../../content/careers-text';
import type { JobPosting } from '../../content/jobs';
import { eyebrowStyle, leadStyle } from '@inklined/design-system/SectionHeading';
import { titleStyle } from '../../ui/styles';

const pageStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${theme.space.xxl} 1.25rem`,
  textAlign: 'center' as const,
});
const actionStyle = (theme: Theme) => ({ margin: `${theme.space.xl} 0 0` });

interface JobNotFoundProps {
  readonly Link: LinkComponent;
  readonly Head: HeadComponent;
  /** A role past its last day to apply: its page says it has closed (the server sends 410). */
  readonly closed?: Pick<JobPosting, 'title' | 'validThrough'>;
}

/**
 * An unknown roleId (spec section 8): "Job not found", a way back, and no form; the server sends it
 * with 404. A role that has closed says so, the same way, without its description or JobPosting.
 */
export function JobNotFound({ Link, Head, closed }: JobNotFoundProps) {
  const heading = closed ? roleText.closed : roleText.notFound;
  const body = closed ? roleText.closedBody(closed.title, dateText(closed.validThrough ?? '')) : roleText.notFoundBody;
  return (
    <div css={pageStyle}>
      <Head
        notFound
        title={roleText.documentTitle(closed ? closed.title : roleText.notFound)}
        description={closed ? body : roleText.notFoundDescription}
      />
      <p css={eyebrowStyle(false)}>{roleText.notFoundEyebrow}</p>
      <h1 css={titleStyle}>{heading}</h1>
      <p css={leadStyle(false)}>{body}</p>
      <p css={actionStyle}>
        <Link to={routePaths.careers} css={buttonStyle('primary')}>
          {roleText.backToCareers}
        </Link>
      </p>
    </div>
  );
}
