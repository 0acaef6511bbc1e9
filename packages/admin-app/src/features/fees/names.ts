/**
 * The places' one name each (docs/product.md#screens-and-navigation): the sidebar entry, the heading, the tab title
 * and the notices. Apart from the pages so the sidebar reads them without loading them.
 */
export const FEES_TITLE = 'Fees';
export const DISTRIBUTIONS_TITLE = 'Distributions';
