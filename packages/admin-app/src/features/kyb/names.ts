/**
 * The place's one name (docs/product.md#screens-and-navigation): the sidebar entry, the heading, the tab title,
 * and the back link of the screens under it. Apart from the pages so the sidebar reads it without loading them.
 */
export const KYB_LIST_TITLE = 'KYB verification';
