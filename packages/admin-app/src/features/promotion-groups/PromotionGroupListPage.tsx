import { Button, DataTable, PageHeader, scriptLang, type DataColumn, type DataTableRowLink } from '@admin-console/admin-ui';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useLoadedList } from '../../kernel/useLoadedList';
import { useRemoteQuery } from '../../kernel/useRemote';
import { sortableColumns } from '../../kernel/listSort';
import { shownText } from '../../kernel/fields';
import { field, type ExportColumn } from '../../kernel/listExport';
import type { PromotionGroup } from './rules';
import { promotionGroupsPaths } from './paths';
import { t, useT } from './messages';
import { promotionGroupQueries } from './queries';

export const GROUPS_PAGE_SIZE = 10;

const NONE = '—';

/**
 * The columns of docs/product.md#promotion-group-list, in words of the interface language. Each cell through the one
 * safe reader: blank or odd is "—". Each column sorts by the group's field of its name (the id as a number).
 */
function groupColumns(): DataColumn<PromotionGroup>[] {
  return sortableColumns<PromotionGroup>([
    { key: 'id', title: t('promotion-groups.column.id'), width: 80, render: (g) => shownText(g.id, NONE) },
    { key: 'name', title: t('promotion-groups.column.name'), render: (g) => shownText(g.name, NONE), lang: (g) => scriptLang(g.name) },
    {
      key: 'description',
      title: t('promotion-groups.column.description'),
      render: (g) => shownText(g.description, NONE),
      lang: (g) => scriptLang(g.description),
    },
  ]);
}

/** Export CSV (docs/product.md#list-export): the id, the name and the description, a missing one empty (never "—"). */
function groupExportColumns(): ExportColumn<PromotionGroup>[] {
  return [
    { title: t('promotion-groups.column.id'), value: (g) => g.id },
    { title: t('promotion-groups.column.name'), value: (g) => field(g.name) },
    { title: t('promotion-groups.column.description'), value: (g) => field(g.description) },
  ];
}

function groupRowLink(): DataTableRowLink<PromotionGroup> {
  return {
    to: (g) => promotionGroupsPaths.record(g.id),
    text: t('promotion-groups.view'),
    header: t('promotion-groups.view'),
    ariaLabel: (g) => t('promotion-groups.viewLabel', { name: g.name || t('promotion-groups.unnamed', { id: g.id }) }),
  };
}

/** Discount groups list (docs/product.md#promotion-group-list): id, name, description, View; New discount group. */
export function PromotionGroupListPage() {
  const t = useT();
  useDocumentTitle(t('promotion-groups.title'));
  const navigate = useNavigate();
  const table = useLoadedList({
    list: useRemoteQuery(promotionGroupQueries.list()),
    columns: groupColumns,
    rowLink: groupRowLink,
    pageSize: GROUPS_PAGE_SIZE,
    exportName: 'discount-groups',
    exportColumns: groupExportColumns,
    loadFailed: t('promotion-groups.loadFailed'),
  });

  return (
    <>
      <PageHeader
        title={t('promotion-groups.title')}
        description={t('promotion-groups.intro')}
        actions={<Button onClick={() => navigate(promotionGroupsPaths.create)}>{t('promotion-groups.new')}</Button>}
      />
      <DataTable
        caption={t('promotion-groups.title')}
        hideCaption
        {...table}
        getRowId={(g) => g.id}
        empty={{ title: t('promotion-groups.emptyTitle'), description: t('promotion-groups.emptyDescription') }}
        skeletonRows={5}
      />
    </>
  );
}
