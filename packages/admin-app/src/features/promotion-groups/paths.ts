import { recordQueryPath } from '../../kernel/recordPath';

const edit = '/edit-promotion-group';

/**
 * The promotion groups' addresses, written once: the list, the create form, the edit form, and one record's edit form
 * (`record(id)`: `?id=`, null for an id that is not plain, kernel/recordPath).
 */
export const promotionGroupsPaths = {
  list: '/promotion-groups',
  create: '/new-promotion-group',
  edit,
  record: (id: unknown) => recordQueryPath(edit, id),
} as const;
