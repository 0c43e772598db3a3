import type { Theme } from '@emotion/react';
import { privacyPath } from '@inklined/contracts/routes';
import { visuallyHidden } from '@inklined/design-system/tokens';
import { formText } from '../content/form-text';

const noteStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.small });

/**
 * Under every form's button, the way to the privacy notice (issue 39). A plain link to a new tab,
 * not the router's: a form lives in a modal too, and leaving a half-filled form would lose what
 * the visitor typed.
 */
export function PrivacyNote() {
  return (
    <p css={noteStyle}>
      <a href={privacyPath} target="_blank" rel="noopener">
        {formText.privacyNote}
        <span css={visuallyHidden}> {formText.newTab}</span>
      </a>
    </p>
  );
}
