/** The demo backend's accounts. The login screen lists them in demo mode only. */
export interface DemoAccount {
  username: string;
  password: string;
  /** What signing in with it shows: a message of the sign-in page (features/login/messages), in the interface language. */
  note: 'login.demoNote.admin' | 'login.demoNote.refused';
}

export const demoAccounts: readonly DemoAccount[] = [
  { username: 'admin', password: 'Admin#2026', note: 'login.demoNote.admin' },
  { username: 'agent', password: 'Agent#2026', note: 'login.demoNote.refused' },
];
