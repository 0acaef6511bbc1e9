import { recordQueryPath } from '../../kernel/recordPath';

const edit = '/edit-discount';

/**
 * The discounts' addresses, written once: the list, the create form, the edit form, and one record's edit form
 * (`record(id)`: `?id=`, null for an id that is not plain, kernel/recordPath).
 */
export const discountsPaths = {
  list: '/discount',
  create: '/new-discount',
  edit,
  record: (id: unknown) => recordQueryPath(edit, id),
} as const;
