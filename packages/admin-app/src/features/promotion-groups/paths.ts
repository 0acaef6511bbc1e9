import { editablePaths } from '../../kernel/recordPath';

/** The promotion groups' addresses: the list, the create form, the edit form, one record's edit form. */
export const promotionGroupsPaths = editablePaths('/promotion-groups', '/new-promotion-group', '/edit-promotion-group');
