import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { kycStore } from './demo';
import { kycNameEn } from './rules';
import { fileNameOf } from '../review-shared/rules';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { inArabic, reviewEnglish } from '../../test/reviewArabic';
import { setLocale } from '../../platform/i18n/i18n';

const server = setupSignedInScreen();
inArabic();

/**
 * Data values, each allowed as a whole text: the demo users' names as the screens join them (in the Review links, the
 * dialogs and the grid), their emails, and their documents' file names.
 */
const DATA = kycStore.users.flatMap((u) => [kycNameEn(u), u.email, ...u.documents.map((d) => fileNameOf(d.file_path))]);
const english = () => reviewEnglish(DATA);
const pending = () => kycStore.users.find((u) => u.kyc_status === 'pending' && u.id % 5 !== 0)!;

async function openList(query = '') {
  renderApp(`/verification${query}`);
  await screen.findByRole('heading', { level: 1, name: 'التحقق من KYC' });
}

async function openUser(id: number) {
  const user = userEvent.setup();
  renderApp(`/verification/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'مراجعة التحقق من KYC' });
  await screen.findByRole('heading', { name: 'بيانات المستخدم' });
  return user;
}

describe('KYC in Arabic: the list', () => {
  it('loaded: titles, filter, search, columns, statuses and Review links are Arabic', async () => {
    await openList();
    expect((await screen.findAllByRole('link', { name: /^مراجعة / })).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'الحالة' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('ابحث بالاسم أو البريد أو الهوية أو الهاتف')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'مدة الانتظار' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('switched to Arabic while open: the columns, the filter and the Review links follow', async () => {
    await setLocale('en');
    renderApp('/verification');
    expect(await screen.findByRole('columnheader', { name: 'Waiting' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /^Review / })).length).toBeGreaterThan(0);
    await act(() => setLocale('ar'));
    expect(await screen.findByRole('columnheader', { name: 'مدة الانتظار' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^مراجعة / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('option', { name: 'قيد المراجعة' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('filtered to one status', async () => {
    await openList('?status=rejected');
    expect((await screen.findAllByText('مرفوض')).length).toBeGreaterThan(0);
    expect(english()).toEqual([]);
  });

  it('empty: the search finds nothing', async () => {
    await openList('?search=zzzz-nobody');
    expect(await screen.findByText('لا توجد طلبات تحقق من KYC')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('error: the list cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/admin/kyc/pending', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openList();
    expect(await screen.findByText('تعذّر تحميل طلبات التحقق من KYC. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByText('حدث خطأ ما')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});

describe('KYC in Arabic: the review', () => {
  it('loaded: labels, sections, status and the action bar are Arabic, the back link names the list', async () => {
    await openUser(pending().id);
    expect(screen.getByRole('link', { name: 'العودة إلى التحقق من KYC' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المستندات المرفوعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الموافقة على KYC' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('the reject dialog, its reason required', async () => {
    const user = await openUser(pending().id);
    await user.click(screen.getByRole('button', { name: 'رفض KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'رفض KYC' });
    expect(within(dialog).getByRole('textbox', { name: 'سبب الرفض' })).toBeInTheDocument();
    expect(within(dialog).getByText('مطلوب.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'نعم، ارفض' })).toHaveAttribute('aria-disabled', 'true');
    expect(english()).toEqual([]);
  });

  it('the approve confirmation, then a failed decision told in Arabic', async () => {
    server.use(mswHttp.post('*/api/admin/kyc/approve/:id', () => HttpResponse.json({ message: 'Refused' }, { status: 422 })));
    const user = await openUser(pending().id);
    await user.click(screen.getByRole('button', { name: 'الموافقة على KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'الموافقة على KYC' });
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    expect(english()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'نعم، وافِق' }));
    expect(await screen.findByText('تعذّرت الموافقة على KYC. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('a document that answers 404: the risk named in Arabic, the status a run of its own', async () => {
    server.use(
      mswHttp.get('*/api/demo-files/kyc/:id/user_agreement.pdf', () => HttpResponse.json({ message: 'File not found.' }, { status: 404 })),
    );
    const user = await openUser(pending().id);
    await user.keyboard('a');
    const dialog = await screen.findByRole('alertdialog', { name: 'الموافقة على KYC' });
    await within(dialog).findByRole('listitem');
    // The server's status phrase is data, shown as it came; isolated, it neither reorders the sentence nor hides in it.
    expect(reviewEnglish([...DATA, '404 Not Found'])).toEqual([]);
  });

  it('the image viewer of an ID side, and a document that cannot be shown', async () => {
    const target = kycStore.users.find((u) => u.id % 5 === 0 && u.documents.length > 0)!;
    target.documents[2]!.file_path = 'javascript:alert(1)';
    const user = await openUser(target.id);
    expect(screen.getByRole('heading', { name: 'اتفاقية المستخدم' })).toBeInTheDocument();
    expect(english()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /الهوية الوطنية \(الوجه الأمامي\)/ }));
    expect(await screen.findByRole('dialog', { name: 'الهوية الوطنية (الوجه الأمامي)' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('a session that ends on reject: told in Arabic, the reason kept', async () => {
    server.use(mswHttp.post('*/api/admin/kyc/reject/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const user = await openUser(pending().id);
    await user.click(screen.getByRole('button', { name: 'رفض KYC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'رفض KYC' });
    await user.type(within(dialog).getByRole('textbox', { name: 'سبب الرفض' }), 'صورة الهوية غير واضحة');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، ارفض' }));
    expect(
      await screen.findByText(
        'لم يُرفض التحقق من KYC: كانت جلستك قد انتهت، لذا لم يُتخذ أي قرار. سجّل الدخول مرة أخرى: السبب الذي كتبته محفوظ.',
      ),
    ).toBeInTheDocument();
  });
});
