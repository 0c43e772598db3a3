import type { RemoteModuleId } from '@inklined/contracts/remote-modules';

/**
 * The attribute on the element around each remote part (RemoteSlot): the server's HTML of a part
 * is found by it before hydration, and the click replay (click-replay.ts) tells parts apart by it.
 */
export const remotePartAttribute = 'data-remote-part';

/** Set on an embedded part's place while its code waits for the place to near the screen. */
export const waitingAttribute = 'data-waits-for-screen';

/** Set on a part's element once its code runs there: clicks on it no longer need replaying. */
export const livePartAttribute = 'data-live';

/** The server's HTML of each part of the page, as it arrived, before React touched it. */
const captured = new Map<string, string>();

/** Until the visitor moves to another page in the browser, parts belong to the server's page. */
let onServerPage = true;

/**
 * Keeps the server's HTML of every remote part in `root`, so a part whose code cannot be loaded
 * can keep showing it (RemoteSlot's ServerHtmlPart) instead of a fallback box: the visitor had
 * the text and keeps it. Called once, before hydration.
 */
export function captureServerParts(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${remotePartAttribute}]`)) {
    const id = element.getAttribute(remotePartAttribute)!;
    if (!captured.has(id)) captured.set(id, element.innerHTML);
  }
}

export const serverPartHtml = (id: RemoteModuleId): string | undefined => captured.get(id);

/**
 * Whether a part mounting now is a part of the page the server sent, with its HTML kept: true
 * until the first navigation in the browser. (Asking React whether it is hydrating would take a
 * render more, and an update of a boundary still waiting to hydrate makes React render it anew in
 * the browser, dropping the very HTML this keeps.)
 */
export const keepsServerHtml = (id: RemoteModuleId): boolean => onServerPage && captured.has(id);

/** The visitor moved to another page in the browser: what the server sent is no longer shown. */
export function leftServerPage(): void {
  onServerPage = false;
  captured.clear();
}

/** For tests: a page the server sent, again. */
export function resetServerPage(): void {
  onServerPage = true;
  captured.clear();
}

/** The part's code runs: its HTML is React's from now on. */
export const forgetServerPart = (id: RemoteModuleId): void => void captured.delete(id);
