import { livePartAttribute, remotePartAttribute } from './server-parts';

declare global {
  interface Window {
    /** Controls clicked before their part ran, in order (the inline script of index.html). */
    __inklinedClicks?: HTMLElement[];
  }
}

const partIdOf = (element: Element): string | null =>
  element.closest(`[${remotePartAttribute}]`)?.getAttribute(remotePartAttribute) ?? null;

/**
 * The same control in the part's element as it is now. While a part's code is on its way, React
 * may put the part's HTML in again (an update reaching a boundary still waiting to hydrate shows
 * its fallback, the server's HTML, in new elements), and the code then renders the part afresh:
 * the element tapped has left the page, and its twin stands where it stood. It is found by the
 * same place under the part's element, and taken only if it reads the same.
 */
function twinIn(part: Element, tapped: HTMLElement): HTMLElement | undefined {
  const place: number[] = [];
  for (let node: Element = tapped; !node.hasAttribute(remotePartAttribute);) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    place.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  let twin: Element | undefined = part;
  for (const index of place) twin = twin?.children[index];
  if (!(twin instanceof HTMLElement)) return undefined;
  return twin.tagName === tapped.tagName && twin.textContent === tapped.textContent ? twin : undefined;
}

/**
 * Replays the clicks kept for the controls of one part, now that its code runs there: each
 * control once, however often it was tapped while nothing happened. `part` null is the shell's
 * frame (the navbar, the floating buttons), which runs once the page has hydrated.
 */
export function replayClicksWithin(part: Element | null): void {
  const queue = window.__inklinedClicks;
  if (!queue || queue.length === 0) return;
  const id = part?.getAttribute(remotePartAttribute) ?? null;
  const mine = queue.filter((control) => partIdOf(control) === id);
  // A tap on the element and one on its twin are the same intent: one click.
  const clicked = new Set<HTMLElement>();
  for (const control of mine) {
    queue.splice(queue.indexOf(control), 1);
    const target = control.isConnected ? control : part && twinIn(part, control);
    if (!target || clicked.has(target)) continue;
    clicked.add(target);
    target.click();
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
