import type { Theme } from '@emotion/react';
import { chatLink } from '@inklined/brand/site-facts';
import { floatingButtonStyle } from './floating-styles';
import { frameText } from './frame-text';
import { ChatIcon } from './icons';

const chatStyle = (theme: Theme) => ({ ...floatingButtonStyle(theme), background: theme.colors.chat });

/** Always shown: opens the messaging-app chat with the greeting prefilled, in a new tab. */
export function ChatButton() {
  return (
    <a href={chatLink} target="_blank" rel="noopener noreferrer" css={chatStyle} aria-label={frameText.chat}>
      <ChatIcon />
    </a>
  );
}
