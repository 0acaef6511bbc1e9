import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../demo/db';
import { kybStore } from './demo';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { inArabic, reviewEnglish } from '../../test/reviewArabic';

const server = setupSignedInScreen();
inArabic();

/**
 * Data values, each allowed as a whole text: the demo companies' English names and sectors (the Review links and
 * dialogs name the company), their contacts' emails, their documents' file names, and the names of the files the
 * tests choose.
 */
const DATA = kybStore.requests.flatMap((r) => [
  r.company_name_en,
  r.company_sector.name_en,
  r.user.email,
  ...r.documents.map((d) => d.file_name),
]);
const english = () => reviewEnglish([...DATA, 'record.pdf', 'letter.pdf', 'record.png']);
const emptyPending = () => kybStore.requests.find((r) => r.status === 'pending' && r.documents.length === 0)!;
const picker = (label: string) => screen.getByLabelText(label, { selector: 'input' });

async function openList(query = '') {
  renderApp(`/kyb-verification${query}`);
  await screen.findByRole('heading', { level: 1, name: 'التحقق من KYB' });
}

async function openRequest(id: number) {
  const user = userEvent.setup();
  renderApp(`/kyb-verification/${id}`);
  await screen.findByRole('heading', { level: 1, name: 'مراجعة التحقق من KYB' });
  await screen.findByRole('heading', { name: 'بيانات الشركة' });
  return user;
}

describe('KYB in Arabic: the list', () => {
  it('loaded: titles, filter, search, columns, statuses and Review links are Arabic', async () => {
    await openList();
    expect((await screen.findAllByRole('link', { name: /^مراجعة / })).length).toBeGreaterThan(0);
    expect(screen.getByRole('columnheader', { name: 'جهة الاتصال' })).toBeInTheDocument();
    expect(screen.getAllByText('قيد المراجعة').length).toBeGreaterThan(0);
    expect(english()).toEqual([]);
  });

  it('filtered to one status', async () => {
    await openList('?status=approved');
    expect((await screen.findAllByText('مقبول')).length).toBeGreaterThan(0);
    expect(english()).toEqual([]);
  });

  it('empty: the search finds nothing', async () => {
    await openList('?search=zzzz-nothing');
    expect(await screen.findByText('لا توجد طلبات KYB')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('error: the list cannot be loaded', async () => {
    server.use(mswHttp.get('*/api/admin/kyb/requests', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await openList();
    expect(await screen.findByText('تعذّر تحميل طلبات KYB. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});

describe('KYB in Arabic: the review', () => {
  it('loaded: company, user and status sections, the upload slots, Save files and the action bar are Arabic', async () => {
    await openRequest(emptyPending().id);
    expect(screen.getByRole('link', { name: 'العودة إلى التحقق من KYB' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المستندات المطلوبة' })).toBeInTheDocument();
    expect(picker('السجل التجاري')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حفظ الملفات' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('the upload rules: a too-large file and a file of the wrong type are refused', async () => {
    const user = await openRequest(emptyPending().id);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(picker('كتاب التفويض'), big);
    await screen.findAllByRole('alert');
    expect(english()).toEqual([]);
    const exe = new File(['MZ\x90\x00 program'], 'record.pdf', { type: 'application/pdf' });
    await user.upload(picker('السجل التجاري'), exe);
    expect(english()).toEqual([]);
  });

  it('the reject dialog with its reason required, and the approve confirmation saying a chosen file is not saved', async () => {
    const user = await openRequest(emptyPending().id);
    await user.upload(picker('السجل التجاري'), new File(['%PDF-1.4 demo'], 'record.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'رفض KYB' }));
    const reject = await screen.findByRole('alertdialog', { name: 'رفض KYB' });
    expect(within(reject).getByRole('textbox', { name: 'سبب الرفض' })).toBeInTheDocument();
    expect(within(reject).getByText('مطلوب.')).toBeInTheDocument();
    expect(reject).toHaveTextContent('ملف واحد مختار لم يُرفع بعد ولن يُحفظ.');
    expect(english()).toEqual([]);
    await user.click(within(reject).getByRole('button', { name: 'إلغاء' }));
    await user.click(screen.getByRole('button', { name: 'الموافقة على KYB' }));
    // No document saved yet: a risky approval (docs/product.md#risky-approvals), the risk named, Approve anyway held back.
    const approve = await screen.findByRole('alertdialog', { name: 'الموافقة على KYB' });
    expect(approve).toHaveTextContent('ملف واحد مختار لم يُرفع بعد ولن يُحفظ.');
    expect(within(approve).getByRole('listitem')).toHaveTextContent('المرفوع 0 فقط من 3 مستندات مطلوبة.');
    expect(within(approve).getByRole('checkbox', { name: 'راجعتُ هذه المخاطر' })).not.toBeChecked();
    expect(within(approve).getByRole('button', { name: 'وافِق على أي حال' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(approve).queryByRole('button', { name: 'نعم، وافِق' })).not.toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('a failed decision is told in Arabic', async () => {
    server.use(mswHttp.post('*/api/admin/kyb/reject/:id', () => HttpResponse.json({ message: 'Refused' }, { status: 422 })));
    const user = await openRequest(emptyPending().id);
    await user.click(screen.getByRole('button', { name: 'رفض KYB' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'رفض KYB' });
    await user.type(within(dialog).getByRole('textbox', { name: 'سبب الرفض' }), 'السجل التجاري منتهي');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، ارفض' }));
    expect(await screen.findByText('تعذّر رفض KYB. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('a reviewed request: its documents, an image opened in the viewer, and a document that cannot be shown', async () => {
    const target = kybStore.requests.find((r) => r.status !== 'pending')!;
    server.use(
      mswHttp.get('*/api/admin/kyb/requests/:id', () =>
        HttpResponse.json({
          data: {
            ...target,
            documents: [
              { id: 1, document_type: 'commercial_record', file_name: 'record.png', download_url: '/api/demo-files/kyb/record.png' },
              { id: 2, document_type: 'authorization_letter', file_name: 'letter.pdf', download_url: 'javascript:alert(1)' },
            ],
          },
        }),
      ),
      mswHttp.get('*/api/admin/kyb/requests/:id/documents/:doc', () => HttpResponse.json({ message: 'gone' }, { status: 404 })),
      // The image's file answers (each file is checked as the review opens: one that fails shows why, not the image).
      mswHttp.get(
        '*/api/demo-files/kyb/record.png',
        () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
      ),
    );
    const user = await openRequest(target.id);
    expect(screen.getByRole('heading', { name: 'المستندات المرفوعة' })).toBeInTheDocument();
    expect(english()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /السجل التجاري/ }));
    expect(await screen.findByRole('dialog', { name: 'السجل التجاري' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('a session that ends before Save files: told in Arabic, and the files not uploaded named on return', async () => {
    server.use(mswHttp.post('*/api/admin/kyb/save-files/:id', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const user = await openRequest(emptyPending().id);
    await user.upload(picker('السجل التجاري'), new File(['%PDF-1.4 demo'], 'record.pdf', { type: 'application/pdf' }));
    await user.upload(picker('كتاب التفويض'), new File(['%PDF-1.4 demo'], 'letter.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'حفظ الملفات' }));
    expect(
      await screen.findByText('لم تُحفظ الملفات: كانت جلستك قد انتهت، لذا لم يُرفع أي ملف. سجّل الدخول مرة أخرى، ثم اختر الملفات من جديد.'),
    ).toBeInTheDocument();

    const admin = db.users.find((u) => u.is_admin)!;
    await user.type(await screen.findByLabelText('اسم المستخدم'), admin.user_name);
    await user.type(screen.getByLabelText('كلمة المرور'), admin.password);
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('ملفات لم تُرفع')).toBeInTheDocument();
    expect(screen.getByText(/^انتهت جلستك قبل حفظ هذه الملفات/)).toHaveTextContent(
      'انتهت جلستك قبل حفظ هذه الملفات، والمتصفح لا يحتفظ بالملفات المختارة. اخترها من جديد، ثم اضغط حفظ الملفات: السجل التجاري: record.pdf؛ كتاب التفويض: letter.pdf.',
    );
    expect(english()).toEqual([]);
  });

  it('a late approval, answered after the admin went elsewhere, is told in Arabic', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    server.use(
      mswHttp.post('*/api/admin/kyb/approve/:id', async () => {
        await held;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/kyb-verification/${emptyPending().id}`);
    await screen.findByRole('heading', { name: 'بيانات الشركة' });
    await user.click(screen.getByRole('button', { name: 'الموافقة على KYB' }));
    // Every pending request lacks some of its 3 documents: approved through the second step.
    const approve = await screen.findByRole('alertdialog', { name: 'الموافقة على KYB' });
    expect(within(approve).getByRole('listitem')).toHaveTextContent('المرفوع 0 فقط من 3 مستندات مطلوبة.');
    await user.click(within(approve).getByRole('checkbox', { name: 'راجعتُ هذه المخاطر' }));
    await user.click(within(approve).getByRole('button', { name: 'وافِق على أي حال' }));
    await act(() => router.navigate('/verification'));
    await screen.findByRole('heading', { level: 1, name: 'التحقق من KYC' });
    release();
    expect(await screen.findByText('تمت الموافقة على التحقق من KYB بنجاح.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification'));
  });
});
