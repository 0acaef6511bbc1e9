import { createContext } from 'react';

/** Given while AppShell's sidebar drawer is open (narrow screens): closes it, focus back on Menu. Read by Sidebar. */
export const DrawerClose = createContext<(() => void) | undefined>(undefined);
