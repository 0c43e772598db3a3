/**
 * jsdom has <dialog> but not showModal() or close(). The modal's real behaviour (top layer,
 * inert page, Escape, focus) is tested in the browser (e2e/journeys/modals.spec.ts); unit
 * tests only need the dialog to open and close.
 */
export function shimDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
