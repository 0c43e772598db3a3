import type { Theme } from '@emotion/react';
import { buttonStyle } from '@inklined/design-system/Button';
import type { HeadComponent, LinkComponent } from '@inklined/contracts/remote-modules';
import { routePaths } from '@inklined/contracts/routes';
import { roleText } from '../../content/careers-text';
import { eyebrowStyle, leadStyle } from '@inklined/design-system/SectionHeading';
import { titleStyle } from '../../ui/styles';

const pageStyle = (theme: Theme) => ({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${theme.space.xxl} 1.25rem`,
  textAlign: 'center' as const,
});
const actionStyle = (theme: Theme) => ({ margin: `${theme.space.xl} 0 0` });

/** An unknown roleId (spec section 8): "Job not found", a way back, and no form. The server sends it with 404. */
export function JobNotFound({ Link, Head }: { readonly Link: LinkComponent; readonly Head: HeadComponent }) {
  return (
    <div css={pageStyle}>
      <Head notFound title={roleText.documentTitle(roleText.notFound)} description={roleText.notFoundDescription} />
      <p css={eyebrowStyle(false)}>{roleText.notFoundEyebrow}</p>
      <h1 css={titleStyle}>{roleText.notFound}</h1>
      <p css={leadStyle(false)}>{roleText.notFoundBody}</p>
      <p css={actionStyle}>
        <Link to={routePaths.careers} css={buttonStyle('primary')}>
          {roleText.backToCareers}
        </Link>
      </p>
    </div>
  );
}
