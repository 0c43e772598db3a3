import { phoneNumbers } from '@inklined/brand/site-facts';
import type { MouseEvent } from 'react';
import { floatingButtonStyle } from './floating-styles';
import { frameText } from './frame-text';
import { PhoneIcon } from './icons';
import { isMobileDevice, stripPhoneNumber } from './phone';

const number = stripPhoneNumber(phoneNumbers[0]);

async function copyNumber(): Promise<void> {
  try {
    await navigator.clipboard.writeText(number);
    window.alert(frameText.phoneCopied(number));
  } catch {
    window.alert(frameText.phoneCopyFailed(number));
  }
}

/**
 * A tel: link, so a phone dials without any script; on other devices the click copies the number
 * instead, since they usually cannot dial (spec section 2).
 */
export function PhoneButton() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isMobileDevice(navigator.userAgent)) return;
    event.preventDefault();
    void copyNumber();
  };
  return (
    <a
      href={`tel:${number}`}
      css={floatingButtonStyle}
      aria-label={`${frameText.callUs}: ${phoneNumbers[0]}`}
      onClick={onClick}
    >
      <PhoneIcon />
    </a>
  );
}
