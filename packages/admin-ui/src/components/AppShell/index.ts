export { AppShell, MAIN_CONTENT_ID, type AppShellProps } from './AppShell';
