import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../platform/i18n/i18n';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { adminFullName } from '../../test/session';
import { visibleEnglish } from '../../test/visibleEnglish';
import { feesStore } from '../fees/demo';
import { promotionGroupsStore } from '../promotion-groups/demo';
import { dayFromToday, discountsStore } from './demo';

const server = setupSignedInScreen();

beforeEach(async () => {
  await setLocale('ar');
});
afterEach(async () => {
  await setLocale('en');
});

/**
 * Data values the screens show as they are, each allowed as a whole text: the demo's discount, group and fee names,
 * the signed-in administrator's name in the banner, and the API field names the list's column headers carry as their
 * tooltip (identifiers of docs/api/openapi.yaml, not words to translate).
 */
const DATA = [
  ...discountsStore.discounts.map((d) => d.discount_name),
  ...promotionGroupsStore.groups.map((g) => g.name),
  ...feesStore.fees.map((f) => f.name_alias ?? ''),
  adminFullName(),
  // The demo server's own refusal, quoted (isolated) in the failure notice.
  'Database unavailable',
  'discount_name',
  'discount_rate',
  'discount_cap',
  'eligibele_groups (payer)',
  'eligibele_groups (payee)',
  'affected_fees',
  'affected_guarantors',
  'start_date – end_date',
];

const SAVE = /^حفظ$/;
const CANCEL = /^إلغاء$/;

/** A `YYYY-MM-DD` day as a person types it in the period's inputs: DD/MM/YYYY. */
const typed = (day: string) => day.split('-').reverse().join('/');
const START = /^تاريخ البدء$/;
const END = /^تاريخ الانتهاء$/;

const noEnglish = () => {
  // Every text, name and hint of the page, the fields' hints and errors (their descriptions) included.
  expect(visibleEnglish(document.body, { allow: DATA })).toEqual([]);
};

describe('Discounts in Arabic', () => {
  it('says nothing in English on the list, loaded', async () => {
    renderApp('/discount');
    const table = await screen.findByRole('table', { name: 'الخصومات' });
    await within(table).findByText('Winter transfers');
    expect(screen.getByRole('heading', { level: 1, name: 'الخصومات' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الفترة' })).toBeInTheDocument();
    expect(within(table).getAllByText('الأفراد').length).toBeGreaterThan(0);
    noEnglish();
  });

  it('says nothing in English on the list, empty', async () => {
    server.use(mswHttp.get('*/api/discount-promotions', () => HttpResponse.json({ data: [] })));
    renderApp('/discount');
    expect(await screen.findByText('لا توجد خصومات')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the list, failed', async () => {
    server.use(mswHttp.get('*/api/discount-promotions', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    renderApp('/discount');
    expect(await screen.findByText('تعذّر تحميل الخصومات. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the new form with every field’s problem shown, nor when its options fail to load', async () => {
    server.use(
      mswHttp.get('*/api/fees', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      mswHttp.get('*/api/promotion-groups', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/new-discount');
    await screen.findByRole('heading', { level: 1, name: 'إنشاء خصم' });
    await user.type(screen.getByLabelText(/نسبة الخصم/), '150');
    await user.type(screen.getByLabelText('الحد الأقصى للخصم', { exact: false }), 'ten');
    await screen.findByText('تعذّر تحميل الرسوم.');
    await screen.findByText('تعذّر تحميل مجموعات الخصم.');
    await user.click(screen.getByRole('button', { name: SAVE }));

    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('أدخل اسم الخصم.');
    expect(screen.getByText('اختر تاريخ البدء.')).toBeInTheDocument();
    noEnglish();

    // The other sentences of the same fields: a rate that is no number, a cap out of range, a period ending before it starts.
    await user.clear(screen.getByLabelText(/نسبة الخصم/));
    await user.type(screen.getByLabelText(/نسبة الخصم/), 'x');
    await user.clear(screen.getByLabelText('الحد الأقصى للخصم', { exact: false }));
    await user.type(screen.getByLabelText('الحد الأقصى للخصم', { exact: false }), '-1');
    fireEvent.change(screen.getByLabelText(START), { target: { value: typed(dayFromToday(5)) } });
    fireEvent.change(screen.getByLabelText(END), { target: { value: typed(dayFromToday(2)) } });
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('يجب أن يكون تاريخ الانتهاء في يوم البدء أو بعده.')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the edit form with a problem shown, when a save fails, nor in the dialog asking before leaving an edited discount', async () => {
    server.use(
      mswHttp.patch('*/api/discount-promotions/:id', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-discount?id=1');
    await screen.findByDisplayValue('Winter transfers');
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل الخصم' })).toBeInTheDocument();
    noEnglish();

    // The edit form's problems too: a name cleared.
    await user.clear(screen.getByLabelText('الاسم'));
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('أدخل اسم الخصم.');
    noEnglish();

    await user.type(screen.getByLabelText('الاسم'), 'Winter transfers 2');
    // The discount already ended: its period moves to the future, so only the server can refuse it.
    fireEvent.change(screen.getByLabelText(START), { target: { value: typed(dayFromToday(1)) } });
    fireEvent.change(screen.getByLabelText(END), { target: { value: typed(dayFromToday(3)) } });
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('لم يُحفظ الخصم'))).toBe(true));
    noEnglish();

    await user.click(screen.getByRole('button', { name: CANCEL }));
    await screen.findByRole('alertdialog');
    noEnglish();
  });
});
