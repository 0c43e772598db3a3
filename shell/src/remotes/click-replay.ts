import { livePartAttribute, remotePartAttribute } from './server-parts';

declare global {
  interface Window {
    /** Controls clicked before their part ran, in order (the inline script of index.html). */
    __inklinedClicks?: HTMLElement[];
  }
}

/**
 * Replays the clicks kept for the controls of one part, now that its code runs there: each
 * control once, however often it was tapped while nothing happened. `part` null is the shell's
 * frame (the navbar, the floating buttons), which runs once the page has hydrated.
 */
export function replayClicksWithin(part: Element | null): void {
  const queue = window.__inklinedClicks;
  if (!queue || queue.length === 0) return;
  const mine = queue.filter((control) => control.closest(`[${remotePartAttribute}]`) === part);
  for (const control of mine) {
    queue.splice(queue.indexOf(control), 1);
    if (control.isConnected) control.click();
  }
}

/** The frame's handlers are attached (a layout effect: in the same commit): its clicks are no longer kept. */
export function markFrameLive(): void {
  document.documentElement.setAttribute(livePartAttribute, '');
}

/** The frame runs: the clicks kept for it are replayed. */
export function replayFrameClicks(): void {
  replayClicksWithin(null);
}
