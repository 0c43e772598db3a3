import type { Theme } from '@emotion/react';
import { visuallyHidden } from '@inklined/design-system/tokens';
import { useEffect, useState } from 'react';
import { formText } from '../content/form-text';

/** From this share of the limit on, a one-line field shows its count and a screen reader hears it. */
const nearShare = 0.9;
/** A screen reader hears the count once typing pauses this long, not at every key. */
const announceAfterMs = 1_000;

interface LimitProps {
  readonly length: number;
  readonly max: number;
}

export const isNearLimit = ({ length, max }: LimitProps) => length >= max * nearShare;

const overStyle = (theme: Theme) => ({ color: theme.colors.danger, fontWeight: 600 });

/**
 * A limited field's count, read with the field as part of its hint: "120/1500 characters used",
 * and past the limit how many characters too many. Nothing is cut: a text pasted beyond the limit
 * stays whole, says by how much it is over and is refused on submit with the field's own message,
 * so the visitor chooses what to remove (the GOV.UK character count).
 */
export function CharacterCount({ length, max }: LimitProps) {
  const over = length - max;
  return (
    <>
      <span>{formText.count(length, max)}</span> <span css={visuallyHidden}>{formText.countLabel}</span>
      {over > 0 && <span css={overStyle}> {formText.tooMany(over)}</span>}
    </>
  );
}

/**
 * Near the limit, what a screen reader hears after a pause in typing (a polite live region that
 * is in the page from the start, so that its first change is read too).
 */
export function CountAnnouncement({ length, max }: LimitProps) {
  // The length once typing paused: what is read out, if it is near the limit.
  const [settled, setSettled] = useState<number | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(length), announceAfterMs);
    return () => clearTimeout(timer);
  }, [length]);
  const spoken =
    settled !== undefined && isNearLimit({ length: settled, max }) ? formText.countLeft(max - settled) : '';
  return (
    <span aria-live="polite" css={visuallyHidden}>
      {spoken}
    </span>
  );
}
