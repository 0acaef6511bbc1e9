import type { RouteObject } from 'react-router-dom';

/** The public sign-in screen, /login; in demo mode it lists the demo accounts under the form. */
export const loginRoute: RouteObject = {
  path: 'login',
  lazy: async () => {
    const { LoginPage } = await import('./LoginPage');
    if (import.meta.env.VITE_DEMO === 'true') {
      const { demoAccounts } = await import('../../demo/accounts');
      return { Component: () => <LoginPage demoAccounts={demoAccounts} /> };
    }
    return { Component: LoginPage };
  },
};
