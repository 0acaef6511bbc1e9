/** The `<main>`'s id, target of AppShell's skip link. */
export const MAIN_CONTENT_ID = 'main-content';
