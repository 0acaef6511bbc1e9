import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../platform/i18n/i18n';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { adminFullName } from '../../test/session';
import { visibleEnglish } from '../../test/visibleEnglish';
import { promotionGroupsStore } from './demo';

const server = setupSignedInScreen();

beforeEach(async () => {
  await setLocale('ar');
});
afterEach(async () => {
  await setLocale('en');
});

/**
 * Data values the screens show as they are, each allowed as a whole text: the demo's group names and descriptions,
 * its users' names, the signed-in administrator's name in the banner, the server's refusals.
 */
const DATA = [
  ...promotionGroupsStore.groups.flatMap((g) => [g.name, g.description ?? '']),
  ...promotionGroupsStore.users.map((u) => u.full_name),
  adminFullName(),
  // The demo server's own refusal, quoted (isolated) in the failure notice.
  'Database unavailable',
];

const SAVE = /^حفظ$/;
const CANCEL = /^إلغاء$/;

const noEnglish = () => {
  // Every text, name and hint of the page, the fields' hints and errors (their descriptions) included.
  expect(visibleEnglish(document.body, { allow: DATA })).toEqual([]);
};

describe('Discount groups in Arabic', () => {
  it('says nothing in English on the list, loaded', async () => {
    renderApp('/promotion-groups');
    const table = await screen.findByRole('table', { name: 'مجموعات الخصم' });
    await within(table).findByText('Salary transfer customers');
    expect(screen.getByRole('heading', { level: 1, name: 'مجموعات الخصم' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'الوصف' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'عرض \u2068Staff\u2069' })).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the list, empty', async () => {
    server.use(mswHttp.get('*/api/promotion-groups', () => HttpResponse.json({ data: [] })));
    renderApp('/promotion-groups');
    expect(await screen.findByText('لا توجد مجموعات خصم')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the list, failed', async () => {
    server.use(mswHttp.get('*/api/promotion-groups', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    renderApp('/promotion-groups');
    expect(await screen.findByText('تعذّر تحميل مجموعات الخصم. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English on the new form with every field’s problem shown, nor when a save fails', async () => {
    server.use(mswHttp.post('*/api/promotion-groups', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderApp('/new-promotion-group');
    await screen.findByRole('heading', { level: 1, name: 'إنشاء مجموعة خصم' });
    await screen.findByRole('listbox', { name: 'المستخدمون المتاحون' });
    await user.click(screen.getByLabelText('الوصف'));
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('أدخل اسم المجموعة.');
    expect(screen.getByLabelText('الوصف')).toHaveAccessibleDescription('يجب ألا يتجاوز عدد أحرف الوصف \u20681000\u2069.');
    noEnglish();

    await user.click(screen.getByLabelText('الاسم'));
    await user.paste('y'.repeat(256));
    await user.click(screen.getByRole('button', { name: SAVE }));
    expect(screen.getByLabelText('الاسم')).toHaveAccessibleDescription('يجب ألا يتجاوز عدد أحرف الاسم \u2068255\u2069.');
    noEnglish();

    await user.clear(screen.getByLabelText('الاسم'));
    await user.type(screen.getByLabelText('الاسم'), 'Weekend riders');
    await user.clear(screen.getByLabelText('الوصف'));
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('لم تُحفظ المجموعة'))).toBe(true));
    noEnglish();
  });

  it("names the picker's lists, its empty list and each move in the console's words for users", async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/new-promotion-group');
    const available = await screen.findByRole('listbox', { name: 'المستخدمون المتاحون' });
    expect(screen.getByRole('listbox', { name: 'المستخدمون المختارون' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'تصفية المستخدمين المتاحين' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'تصفية المستخدمين المختارين' })).toBeInTheDocument();
    expect(screen.getByText('لم يُختر أي مستخدم')).toBeInTheDocument();
    await user.click(within(available).getAllByRole('option')[0]!);
    await user.click(screen.getByRole('button', { name: 'إضافة المحدد' }));
    expect(await screen.findByText('أُضيف مستخدم واحد')).toBeInTheDocument();
    await user.click(within(available).getAllByRole('option')[0]!);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'إضافة المحدد' }));
    expect(await screen.findByText('أُضيف مستخدمان')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إزالة كل المعروض' }));
    expect(await screen.findByText('أُزيل \u20683\u2069 مستخدمين')).toBeInTheDocument();
    noEnglish();
  });

  it('says nothing in English when the users of an edited group are not saved, nor cannot be loaded, nor in the dialog asking before leaving', async () => {
    server.use(
      mswHttp.post('*/api/promotion-groups/:id/users', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 })),
      mswHttp.get('*/api/promotion-groups/users', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/edit-promotion-group?id=6');
    await screen.findByDisplayValue('Irbid pilot');
    expect(screen.getByRole('heading', { level: 1, name: 'تعديل مجموعة الخصم' })).toBeInTheDocument();
    expect(await screen.findByText('تعذّر تحميل المستخدمين.')).toBeInTheDocument();
    noEnglish();

    await user.type(screen.getByLabelText('الوصف'), 'Pilot users');
    await user.click(screen.getByRole('button', { name: SAVE }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) =>
            alert.textContent?.includes('حُفظ الاسم والوصف، لكن لم يُحفظ المستخدمون المختارون. اختر «حفظ» للمحاولة مرة أخرى.'),
          ),
      ).toBe(true),
    );
    noEnglish();

    await user.click(screen.getByRole('button', { name: CANCEL }));
    await screen.findByRole('alertdialog');
    noEnglish();
  });
});
