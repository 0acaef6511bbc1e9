import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cliqDemoIds, cliqStore } from './demo';
import { userDisplayName } from './rules';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { inArabic, reviewEnglish } from '../../test/reviewArabic';

const server = setupSignedInScreen();
inArabic();

/**
 * Data values, each allowed as a whole text: the demo accounts' aliases (now and in their change history), their
 * users' names as the screens join them, user names and emails.
 */
const DATA = cliqStore.accounts.flatMap((a) => [
  a.alias ?? '',
  ...a.logs.flatMap((log) => [log.old_alias ?? '', log.new_alias ?? '']),
  a.user ? userDisplayName(a.user) : '',
  a.user?.user_name ?? '',
  a.user?.email ?? '',
]);
const english = () => reviewEnglish(DATA);

async function openList(query = '') {
  renderApp(`/cliq${query}`);
  await screen.findByRole('heading', { level: 1, name: 'حسابات Cliq' });
}

async function openAccount(id: number) {
  const user = userEvent.setup();
  renderApp(`/cliq/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'مراجعة حساب Cliq' });
  await screen.findByRole('heading', { level: 2, name: 'بيانات الحساب' });
  return user;
}

describe('Cliq in Arabic: the list', () => {
  it('loaded: title, filter, columns, statuses and View links are Arabic', async () => {
    await openList();
    expect((await screen.findAllByRole('link', { name: /^عرض الحساب/ })).length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'الإجراءات' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'المعرّف' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('filtered to one status', async () => {
    await openList('?status=verified');
    expect((await screen.findAllByText('تم التحقق')).length).toBeGreaterThan(0);
    expect(english()).toEqual([]);
  });

  it('empty', async () => {
    server.use(
      mswHttp.get('*/api/admin/cliq-accounts', () =>
        HttpResponse.json({ data: { data: [], total: 0, current_page: 1, last_page: 1, per_page: 15 } }),
      ),
    );
    await openList();
    expect(await screen.findByText('لا توجد حسابات Cliq')).toBeInTheDocument();
    expect(screen.getByText('لا توجد حسابات Cliq لعرضها حاليًا.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('error: the list cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/admin/cliq-accounts', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openList();
    expect(await screen.findByText('تعذّر تحميل حسابات Cliq. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});

describe('Cliq in Arabic: the review', () => {
  it('loaded: account and user sections, the change history and the action bar are Arabic', async () => {
    await openAccount(cliqDemoIds.pendingAfterApproval);
    expect(screen.getByRole('link', { name: 'العودة إلى حسابات Cliq' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سجل التغييرات' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'القيمة السابقة' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('an account without a user reads N/A in Arabic', async () => {
    await openAccount(cliqDemoIds.noUser);
    expect(screen.getAllByText('غير متوفر').length).toBeGreaterThan(0);
    expect(english()).toEqual([]);
  });

  it('the reject confirmation with its warning, the approve confirmation, and a failed decision', async () => {
    server.use(mswHttp.post('*/api/admin/cliq-accounts/:id/approve', () => HttpResponse.json({ message: 'Refused' }, { status: 422 })));
    const user = await openAccount(cliqDemoIds.pendingAfterApproval);
    await user.click(screen.getByRole('button', { name: 'رفض الحساب' }));
    const reject = await screen.findByRole('alertdialog', { name: 'رفض حساب Cliq' });
    expect(reject).toHaveTextContent('سيعيد هذا الإجراء الحساب إلى حالته المقبولة السابقة: يعود الاسم المستعار ⁨WALLET4⁩.');
    expect(english()).toEqual([]);
    await user.click(within(reject).getByRole('button', { name: 'إلغاء' }));
    await user.click(screen.getByRole('button', { name: 'الموافقة على الحساب' }));
    // Its user's KYC is still pending: a risky approval, the risk named, approved only through the second step.
    const approve = await screen.findByRole('alertdialog', { name: 'تأكيد الموافقة' });
    expect(within(approve).getByRole('listitem')).toHaveTextContent('لم يُتحقَّق من هوية المستخدم بعد (حالة KYC: قيد المراجعة).');
    expect(within(approve).queryByRole('button', { name: 'نعم، وافِق' })).not.toBeInTheDocument();
    expect(within(approve).getByRole('button', { name: 'وافِق على أي حال' })).toHaveAttribute('aria-disabled', 'true');
    expect(english()).toEqual([]);
    await user.click(within(approve).getByRole('checkbox', { name: 'راجعتُ هذه المخاطر' }));
    await user.click(within(approve).getByRole('button', { name: 'وافِق على أي حال' }));
    expect(await screen.findByText('تعذّرت الموافقة على الحساب. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});
