import { loadingStore } from '../loading/loadingStore';
import { forgetValidation } from '../session/session';
import { reloadSession } from '../session/sessionStore';
import { removeStoredUser } from '../session/storedUser';
import { removeToken } from '../session/tokenCookie';
import { resetHttpNotices } from '../services/http';

/** Signed out, nothing stored, nothing loading: the state every test starts from. */
export function clearClientState(): void {
  removeToken();
  removeStoredUser();
  window.localStorage.clear();
  reloadSession();
  forgetValidation();
  loadingStore.reset();
  resetHttpNotices();
}
