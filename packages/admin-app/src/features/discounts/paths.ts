import { editablePaths } from '../../kernel/recordPath';

/** The discounts' addresses: the list, the create form, the edit form, one record's edit form. */
export const discountsPaths = editablePaths('/discount', '/new-discount', '/edit-discount');
