/** Spec section 2: every character but digits and `+` is removed before dialling or copying. */
export function stripPhoneNumber(number: string): string {
  return number.replace(/[^\d+]/g, '');
}

const mobileUserAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** Phones and tablets dial the number; other devices copy it. */
export function isMobileDevice(userAgent: string): boolean {
  return mobileUserAgent.test(userAgent);
}
