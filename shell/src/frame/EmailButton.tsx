import { contactEmail } from '@inklined/brand/site-facts';
import { floatingButtonStyle } from './floating-styles';
import { frameText } from './frame-text';
import { MailIcon } from './icons';

export function EmailButton() {
  return (
    <a href={`mailto:${contactEmail}`} css={floatingButtonStyle} aria-label={frameText.emailUs}>
      <MailIcon />
    </a>
  );
}
