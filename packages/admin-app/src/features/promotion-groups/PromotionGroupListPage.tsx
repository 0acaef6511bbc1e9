import { Button, DataTable, PageHeader, type DataColumn, type DataTableRowLink } from '@admin-console/admin-ui';
import { useNavigate } from 'react-router-dom';
import { clientPage } from '../../kernel/clientPage';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useListParams } from '../../kernel/useListParams';
import { useRemote } from '../../kernel/useRemote';
import { shownText } from '../../kernel/fields';
import type { PromotionGroup } from './rules';
import { recordQueryPath } from '../../kernel/recordPath';
import { fetchPromotionGroups } from './api';
import { promotionGroupKeys } from './keys';

export const GROUPS_LOAD_FAILED = 'Failed to load promotion groups. Please try again.';
export const GROUPS_PAGE_SIZE = 10;
/** The heading matches the sidebar link that leads here ("Discount Groups"). */
export const GROUPS_TITLE = 'Discount Groups';

const NONE = '—';

/** The column names of docs/product.md#promotion-group-list, word for word. Each cell through the one safe reader: blank or odd is "—". */
const columns: DataColumn<PromotionGroup>[] = [
  { key: 'id', title: 'id', width: 80, render: (g) => shownText(g.id, NONE) },
  { key: 'name', title: 'name', render: (g) => shownText(g.name, NONE) },
  { key: 'description', title: 'description', render: (g) => shownText(g.description, NONE) },
];

const rowLink: DataTableRowLink<PromotionGroup> = {
  to: (g) => recordQueryPath('/edit-promotion-group', g.id),
  text: 'View',
  header: 'View',
  ariaLabel: (g) => `View ${g.name || `group ${g.id}`}`,
};

const NO_FILTERS = {} as Record<never, string>;

/** Promotion groups list (docs/product.md#promotion-group-list): id, name, description, View; New Group. */
export function PromotionGroupListPage() {
  useDocumentTitle(GROUPS_TITLE);
  const navigate = useNavigate();
  const { page, update } = useListParams(NO_FILTERS);
  const groups = useRemote(promotionGroupKeys.list, fetchPromotionGroups);
  const all = groups.data ?? [];
  const { rows, current, pageCount } = clientPage(all, page, GROUPS_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title={GROUPS_TITLE}
        description="Promotion groups: named sets of users that discounts can target."
        actions={<Button onClick={() => navigate('/new-promotion-group')}>New Group</Button>}
      />
      <DataTable
        caption="Promotion groups"
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(g) => g.id}
        loading={groups.status === 'loading'}
        error={groups.status === 'error' ? GROUPS_LOAD_FAILED : null}
        onRetry={groups.reload}
        empty={{ title: 'No Promotion Groups Found', description: 'Create a group of users to target discounts at them.' }}
        page={current}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next })}
        total={groups.data ? all.length : null}
        rowLink={rowLink}
        skeletonRows={5}
      />
    </>
  );
}
