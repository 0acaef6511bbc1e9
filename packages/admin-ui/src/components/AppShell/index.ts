export { AppShell, type AppShellProps } from './AppShell';
export { MAIN_CONTENT_ID } from './mainContentId';
