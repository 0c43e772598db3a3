import { ChatButton } from './ChatButton';
import { EmailButton } from './EmailButton';
import { floatingStackStyle } from './floating-styles';
import { PhoneButton } from './PhoneButton';
import { ScrollToTopButton } from './ScrollToTopButton';

const leftStack = floatingStackStyle('left');
const rightStack = floatingStackStyle('right');

export function FloatingActions() {
  return (
    <>
      <div css={leftStack}>
        <PhoneButton />
        <EmailButton />
      </div>
      <div css={rightStack}>
        <ScrollToTopButton />
        <ChatButton />
      </div>
    </>
  );
}
