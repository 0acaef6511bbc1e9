import type { ComponentProps, ReactElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ConfirmModal,
  DataColumn,
  DataTableProps,
  EditableColumn,
  EditableTableProps,
  DateFormatOptions,
  HistoryColumn,
  InfoGridItem,
  InfoGridProps,
  NotificationItem,
  NotificationListProps,
  RejectModal,
  SegmentedControl,
  Select,
  SidebarLink,
  SidebarProps,
  UploadSlotDefinition,
  UploadSlotsProps,
} from './index';

/**
 * Types that fit the caller (checked by `tsc -b`, npm run typecheck; vitest runs these as no-ops): what a consumer
 * writes compiles as written.
 */
type Theme = 'light' | 'dark' | 'system';
type SetTheme = (theme: Theme) => void;
declare const notify: (message: string) => string;

describe('public types', () => {
  it("take a dialog's action whatever it returns (a notification id, a promise, nothing)", () => {
    expectTypeOf(() => notify('Saved')).toExtend<ComponentProps<typeof ConfirmModal>['onConfirm']>();
    expectTypeOf(async () => 1).toExtend<ComponentProps<typeof ConfirmModal>['onConfirm']>();
    expectTypeOf((reason: string) => notify(reason)).toExtend<ComponentProps<typeof RejectModal>['onConfirm']>();
  });

  it('give Select and SegmentedControl the value type of their options, so a union setter is onChange', () => {
    expectTypeOf<SetTheme>().toExtend<ComponentProps<typeof SegmentedControl<Theme>>['onChange']>();
    expectTypeOf<SetTheme>().toExtend<ComponentProps<typeof Select<Theme>>['onChange']>();
    // An option outside the union is refused.
    expectTypeOf<{ value: 'sepia'; label: string }>().not.toExtend<ComponentProps<typeof Select<Theme>>['options'][number]>();
    // Options may be a readonly list (a constant `as const`).
    expectTypeOf<readonly { value: Theme; label: string }[]>().toExtend<ComponentProps<typeof Select<Theme>>['options']>();
  });

  it('let a static table leave paging out, a view-only grid its edits, and take readonly lists', () => {
    interface Fee {
      id: number;
      name: string;
    }
    expectTypeOf<{
      caption: string;
      columns: readonly DataColumn<Fee>[];
      rows: readonly Fee[];
      getRowId: (fee: Fee) => number;
    }>().toExtend<DataTableProps<Fee>>();
    expectTypeOf<{
      caption: string;
      columns: readonly EditableColumn<Fee>[];
      rows: readonly Fee[];
      getRowId: (fee: Fee) => number;
      mode: 'view';
    }>().toExtend<EditableTableProps<Fee>>();
    expectTypeOf<readonly UploadSlotDefinition[]>().toExtend<UploadSlotsProps['slots']>();
    expectTypeOf<readonly InfoGridItem[]>().toExtend<InfoGridProps['items']>();
    expectTypeOf<readonly SidebarLink[]>().toExtend<SidebarProps['links']>();
    expectTypeOf<readonly NotificationItem[]>().toExtend<NotificationListProps['items']>();
    expectTypeOf<readonly string[]>().toExtend<NonNullable<DateFormatOptions['locale']>>();
  });

  it("check a column's key against the row, unless the column draws its cells", () => {
    interface Fee {
      id: number;
      name: string;
    }
    expectTypeOf<{ key: 'name'; title: string }>().toExtend<DataColumn<Fee>>();
    // A typo, or a field the API renamed: an error, not an empty column.
    expectTypeOf<{ key: 'nmae'; title: string }>().not.toExtend<DataColumn<Fee>>();
    // The escape hatch: a column that renders its cells takes any key.
    expectTypeOf<{ key: 'actions'; title: string; render: (fee: Fee) => string }>().toExtend<DataColumn<Fee>>();
    expectTypeOf<{ key: 'name'; title: string; editable: true }>().toExtend<EditableColumn<Fee>>();
    expectTypeOf<{ key: 'nmae'; title: string; editable: true }>().not.toExtend<EditableColumn<Fee>>();
    expectTypeOf<{ key: 'open'; title: string; link: { to: (fee: Fee) => string; text: string } }>().toExtend<EditableColumn<Fee>>();
    // A drawn column has no field to edit.
    expectTypeOf<{ key: 'open'; title: string; render: (fee: Fee) => string; editable: true }>().not.toExtend<EditableColumn<Fee>>();
  });

  it('give every table one title type: text', () => {
    interface Fee {
      id: number;
      name: string;
    }
    expectTypeOf<DataColumn<Fee>['title']>().toEqualTypeOf<string>();
    expectTypeOf<EditableColumn<Fee>['title']>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<HistoryColumn<Fee>['title']>>().toEqualTypeOf<string>();
    expectTypeOf<{ key: 'name'; title: ReactElement }>().not.toExtend<DataColumn<Fee>>();
  });
});
