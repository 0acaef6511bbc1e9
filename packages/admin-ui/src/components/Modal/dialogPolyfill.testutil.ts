/**
 * jsdom has <dialog> but not showModal()/close(). This stand-in toggles `open` and fires `close`,
 * enough for the open/close/Escape logic; real modality (inert page, top layer, focus) is covered by the
 * stories' play functions in Chromium.
 */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (typeof proto.showModal === 'function' && !proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
