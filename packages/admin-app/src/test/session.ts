import { loadingStore } from '../platform/loading/loadingStore';
import { createSession, db } from '../demo/db';
import { forgetValidation } from '../platform/session/session';
import { reloadSession, startSession } from '../platform/session/sessionStore';
import { removeStoredUser } from '../platform/session/storedUser';
import { removeToken } from '../platform/session/tokenCookie';
import { resetHttpNotices } from '../platform/http';
import { setLocale } from '../platform/i18n/i18n';

/** Signed out, nothing stored, nothing loading: the state every test starts from. */
export function clearClientState(): void {
  removeToken();
  removeStoredUser();
  void setLocale('en'); // English is loaded: switches at once
  window.localStorage.clear();
  reloadSession();
  forgetValidation();
  loadingStore.reset();
  resetHttpNotices();
}

/** The demo administrator's name, which the banner shows once signed in (a data value: the Arabic walks allow it whole). */
export function adminFullName(): string {
  const admin = db.users.find((u) => u.is_admin);
  if (!admin) throw new Error('the demo seed has no administrator');
  return admin.full_name;
}

/** A signed-in administrator, as after a sign-in: a real demo-backend session. Returns the token. */
export function signInAsAdmin(trustThisPc = false): string {
  const admin = db.users.find((u) => u.is_admin);
  if (!admin) throw new Error('the demo seed has no administrator');
  const token = createSession(admin.id);
  const { password: _password, ...user } = admin;
  startSession(token, user, trustThisPc);
  return token;
}
