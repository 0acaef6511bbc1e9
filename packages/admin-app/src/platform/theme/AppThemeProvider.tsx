import { AdminThemeProvider } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { useColorScheme } from './colorScheme';

/** admin-ui's theme on the whole page (the console is the page: body styled too), in the chosen colour scheme. */
export function AppThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <AdminThemeProvider resetBody colorScheme={useColorScheme()}>
      {children}
    </AdminThemeProvider>
  );
}
