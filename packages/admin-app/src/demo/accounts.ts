/** The demo backend's accounts. The login screen lists them in demo mode only. */
export interface DemoAccount {
  username: string;
  password: string;
  /** What signing in with it shows. */
  note: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { username: 'admin', password: 'Admin#2026', note: 'Administrator: full access' },
  { username: 'agent', password: 'Agent#2026', note: 'Not an administrator: refused' },
];
