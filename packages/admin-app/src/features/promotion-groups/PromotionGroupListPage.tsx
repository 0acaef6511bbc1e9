import {
  Button,
  DataTable,
  PageHeader,
  scriptLang,
  type DataColumn,
  type DataTableRowLink,
} from '@admin-console/admin-ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useLoadedList } from '../../kernel/useLoadedList';
import { useRemote } from '../../kernel/useRemote';
import { sortableColumns } from '../../kernel/listSort';
import { shownText } from '../../kernel/fields';
import type { PromotionGroup } from './rules';
import { promotionGroupsPaths } from './paths';
import { fetchPromotionGroups } from './api';
import { GROUPS_TITLE } from './names';
import { promotionGroupKeys } from './keys';

export const GROUPS_LOAD_FAILED = 'Failed to load discount groups. Please try again.';
export const GROUPS_PAGE_SIZE = 10;

const NONE = '—';

/** The columns of docs/product.md#promotion-group-list, in words. Each cell through the one safe reader: blank or odd is "—". */
const columns: DataColumn<PromotionGroup>[] = [
  { key: 'id', title: 'ID', width: 80, render: (g) => shownText(g.id, NONE) },
  { key: 'name', title: 'Name', render: (g) => shownText(g.name, NONE), lang: (g) => scriptLang(g.name) },
  { key: 'description', title: 'Description', render: (g) => shownText(g.description, NONE), lang: (g) => scriptLang(g.description) },
];

/** Each column sorts by the group's field of its name (the id as a number). */
const sortedColumns = sortableColumns(columns);

const rowLink: DataTableRowLink<PromotionGroup> = {
  to: (g) => promotionGroupsPaths.record(g.id),
  text: 'View',
  header: 'View',
  ariaLabel: (g) => `View ${g.name || `group ${g.id}`}`,
};

/** Discount groups list (docs/product.md#promotion-group-list): id, name, description, View; New discount group. */
export function PromotionGroupListPage() {
  useDocumentTitle(GROUPS_TITLE);
  const navigate = useNavigate();
  const groups = useRemote(promotionGroupKeys.list, fetchPromotionGroups);
  const { all, tableProps } = useLoadedList(groups.data, sortedColumns, GROUPS_PAGE_SIZE, 'discount-groups');

  return (
    <>
      <PageHeader
        title={GROUPS_TITLE}
        description="Named sets of users that discounts can target."
        actions={<Button onClick={() => navigate(promotionGroupsPaths.create)}>New discount group</Button>}
      />
      <DataTable
        caption="Discount groups"
        hideCaption
        {...tableProps}
        columns={sortedColumns}
        getRowId={(g) => g.id}
        loading={groups.status === 'loading'}
        error={groups.status === 'error' ? GROUPS_LOAD_FAILED : null}
        onRetry={groups.reload}
        empty={{ title: 'No discount groups found', description: 'Create a group of users to target discounts at them.' }}
        total={groups.data ? all.length : null}
        rowLink={rowLink}
        skeletonRows={5}
      />
    </>
  );
}
