import { hasPendingDraft } from './drafts';

let installed = false;

/**
 * Closing or reloading the tab asks first while a Fees or Distribution draft (the edits of a failed save, or of an
 * edit the session ended) waits in sessionStorage, which the tab's closing would drop (nothing typed is lost
 * without asking).
 *
 * Installed by the editor on its first mount and kept for the page's life, so the draft is guarded on every page
 * after a failed save (a 401 lands on /login with the draft waiting), not only on the Fees screens. Route changes
 * inside the app do not ask: the draft stays in this tab's sessionStorage and the next Edit restores it, so leaving
 * the screen loses nothing. A reload keeps the draft too, but the browser does not tell a reload from a close.
 */
export function guardPendingDrafts(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('beforeunload', (event) => {
    if (!hasPendingDraft()) return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = '';
  });
}
