import { ChatButton } from './ChatButton';
import { EmailButton } from './EmailButton';
import { floatingStackStyle, quickContactStyle } from './floating-styles';
import { frameText } from './frame-text';
import { PhoneButton } from './PhoneButton';
import { ScrollToTopButton } from './ScrollToTopButton';

const leftStack = floatingStackStyle('left');
const rightStack = floatingStackStyle('right');

/**
 * A landmark of its own, so screen-reader users find the quick contact buttons: a bar at the
 * bottom of a narrow screen, two stacks in the margins of a wide one (floating-styles.ts).
 */
export function FloatingActions() {
  return (
    <aside aria-label={frameText.quickContact} css={quickContactStyle}>
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
