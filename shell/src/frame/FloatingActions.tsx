import { ChatButton } from './ChatButton';
import { EmailButton } from './EmailButton';
import { floatingStackStyle } from './floating-styles';
import { frameText } from './frame-text';
import { PhoneButton } from './PhoneButton';
import { ScrollToTopButton } from './ScrollToTopButton';

const leftStack = floatingStackStyle('left');
const rightStack = floatingStackStyle('right');

/** A landmark of its own, so screen-reader users find the quick contact buttons. */
export function FloatingActions() {
  return (
    <aside aria-label={frameText.quickContact}>
      <div css={leftStack}>
        <PhoneButton />
        <EmailButton />
      </div>
      <div css={rightStack}>
        <ScrollToTopButton />
        <ChatButton />
      </div>
    </aside>
  );
}
