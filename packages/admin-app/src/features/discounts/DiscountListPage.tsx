import { Button, DataTable, PageHeader, type DataTableRowLink } from '@admin-console/admin-ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useLoadedList } from '../../kernel/useLoadedList';
import { useRemoteQuery } from '../../kernel/useRemote';
import { type Discount } from './rules';
import { promotionGroupsPaths } from '../promotion-groups/public';
import { discountsPaths } from './paths';
import { t, useT } from './messages';
import { discountQueries } from './queries';
import { discountColumns, discountExportColumns } from './columns';

/** Default table page size (docs/product.md#business-constants). */
export const DISCOUNTS_PAGE_SIZE = 10;

function discountRowLink(): DataTableRowLink<Discount> {
  return {
    to: (d) => discountsPaths.record(d.id),
    text: t('discounts.view'),
    header: t('discounts.view'),
    ariaLabel: (d) => t('discounts.viewLabel', { name: d.name || t('discounts.unnamed', { id: d.id }) }),
  };
}

/** Discounts list (docs/product.md#discount-list). */
export function DiscountListPage() {
  const t = useT();
  useDocumentTitle(t('discounts.title'));
  const navigate = useNavigate();
  const table = useLoadedList({
    list: useRemoteQuery(discountQueries.list()),
    columns: discountColumns,
    rowLink: discountRowLink,
    pageSize: DISCOUNTS_PAGE_SIZE,
    exportName: 'discounts',
    exportColumns: discountExportColumns,
    loadFailed: t('discounts.loadFailed'),
  });

  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        actions={
          <>
            <Button onClick={() => navigate(discountsPaths.create)}>{t('discounts.new')}</Button>
            <Button variant="secondary" onClick={() => navigate(promotionGroupsPaths.create)}>
              {t('discounts.newGroup')}
            </Button>
          </>
        }
      />
      <DataTable
        caption={t('discounts.title')}
        hideCaption
        {...table}
        getRowId={(d) => d.id}
        empty={{ title: t('discounts.emptyTitle'), description: t('discounts.emptyDescription') }}
        skeletonRows={5}
      />
    </>
  );
}
