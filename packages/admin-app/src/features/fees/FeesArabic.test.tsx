import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../platform/i18n/i18n';
import { editCell } from '../../test/editCell';
import { renderApp } from '../../test/renderApp';
import { setupSignedInScreen } from '../../test/screenTest';
import { visibleEnglish } from '../../test/visibleEnglish';
import { feesStore } from './demo';
import { t } from './messages';
import { captureDownloads } from '../../test/downloads';
import { parse } from 'csv-parse/sync';

const server = setupSignedInScreen();

beforeEach(() => setLocale('ar'));
afterEach(() => setLocale('en'));

/**
 * Data values the grids show as they are, each allowed as a whole text: the fees' aliases and conditions (the English
 * names are tagged `lang="en"`). Not the fees' types, which are said in Arabic ("تحويل" for `transfer`), nor the
 * product's name (`wallet`: "المحفظة"), nor the columns' wire names, which the headers carry in the English interface
 * only.
 */
const DATA = feesStore.fees.flatMap((fee) => [fee.name_alias, fee.conditions].map(String));

/**
 * The English an Arabic reader would see on the screen (the page's main region and its dialogs), but for data
 * values and what is translated elsewhere. The shell around the screen has its own walk.
 */
function english(extra: readonly string[] = []): string[] {
  const roots = [screen.getByRole('main'), ...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')];
  const found = roots.flatMap((root) => visibleEnglish(root, { allow: [...DATA, ...extra] }));
  return [...new Set(found)];
}

const editButton = () => screen.getByRole('button', { name: 'تعديل' });
const saveButton = () => screen.getByRole('button', { name: 'حفظ البيانات' });

/** Save data, then Save in the review of the changes (itself walked: nothing English in it). */
async function saveAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(saveButton());
  const review = await screen.findByRole('alertdialog', { name: 'راجع تغييراتك' });
  expect(english()).toEqual([]);
  await user.click(within(review).getByRole('button', { name: 'حفظ' }));
}

/** Holds every PATCH /api/fees until `release`, then answers with `answer` (undefined: the demo backend answers). */
function holdSaves(answer: () => Response | undefined) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  server.use(
    mswHttp.patch('*/api/fees', async () => {
      arrive();
      await released;
      return answer();
    }),
  );
  return { release, arrived };
}

/** Edits a fee, saves, and goes to Distributions while the save is out. */
async function leaveWhileSaving(user: ReturnType<typeof userEvent.setup>, arrived: Promise<void>) {
  await user.click(editButton());
  await user.type(screen.getByRole('textbox', { name: /^مبلغ ثابت، الرسم \u20681\u2069/ }), '5');
  await saveAndConfirm(user);
  await arrived;
  await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'التوزيعات' }));
  await within(await screen.findByRole('grid', { name: 'توزيعات الرسوم' })).findByText('p2p_transfer');
}

async function openFees() {
  const user = userEvent.setup();
  renderApp('/fees');
  const grid = await screen.findByRole('grid', { name: 'الرسوم' });
  await within(grid).findByText('p2p_transfer');
  return { user, grid };
}

async function openDistributions() {
  const user = userEvent.setup();
  renderApp('/distribution');
  const grid = await screen.findByRole('grid', { name: 'توزيعات الرسوم' });
  await within(grid).findByText('p2p_transfer');
  return { user, grid };
}

describe('Fees in Arabic', () => {
  it('shows the loaded catalogue in Arabic: title, count, column titles, groups', async () => {
    const { grid } = await openFees();
    expect(screen.getByRole('heading', { level: 1, name: 'الرسوم' })).toBeInTheDocument();
    // The header's tooltip is its title: no wire name (`payer_percentage`) in the Arabic interface.
    const payer = within(grid).getByRole('columnheader', { name: 'نسبة الدافع (%)' });
    expect(payer).toHaveAttribute('title', 'نسبة الدافع (%)');
    expect(payer).not.toHaveAttribute('aria-describedby');
    expect(within(grid).getByRole('columnheader', { name: 'الدافع' })).toHaveAttribute('colspan', '2');
    expect(within(grid).getByRole('columnheader', { name: 'المستفيد' })).toHaveAttribute('colspan', '2');
    expect(screen.getByText(`\u2068${feesStore.fees.length}\u2069 رسمًا`)).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('edits in Arabic: the cell rules, the discard dialog, and a refused Save', async () => {
    const { user } = await openFees();
    await user.click(editButton());
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    const payer = screen.getByRole('textbox', { name: 'نسبة الدافع (%)، الرسم \u20681\u2069 \u2068p2p_transfer\u2069' });
    await user.clear(payer);
    await user.type(payer, 'abc');
    expect(await screen.findByText('أدخل رقمًا')).toBeInTheDocument();
    // Fee 2's row holds no inputs yet: a click on its cell edits it.
    const english1 = await editCell(user, {
      grid: screen.getByRole('grid', { name: 'الرسوم' }),
      row: 'bank_transfer_out',
      column: 'الاسم بالإنجليزية',
    });
    expect(english1).toHaveAccessibleName(/^الاسم بالإنجليزية، الرسم \u20682\u2069/);
    await user.clear(english1);
    expect(await screen.findByText('أدخل الاسم بالإنجليزية')).toBeInTheDocument();
    // What the admin typed is data: fee 1's "abc", shown in its field's box now that fee 2's row holds the inputs.
    expect(english(['abc'])).toEqual([]);

    await user.click(saveButton());
    expect(await screen.findByText('لم يتم الحفظ')).toBeInTheDocument();
    expect(screen.getByText('صحّح الخليتين غير الصالحتين المُعلَّمتين، ثم اختر حفظ البيانات مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'تجاهل التغييرات؟' });
    expect(within(dialog).getByText('ستفقد الخليتين اللتين عدّلتهما.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'متابعة التعديل' })).toBeInTheDocument();
    expect(english()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'تجاهل التغييرات' }));
    expect(await screen.findByRole('button', { name: 'تعديل' })).toBeInTheDocument();
  });

  it('puts a refused save (422) on its cells, keeps the draft, and says so in Arabic after Edit', async () => {
    const serverMessage = 'The given data was invalid.';
    const cellMessage = 'The payer percentage is above the contract rate.';
    server.use(
      mswHttp.patch('*/api/fees', () =>
        HttpResponse.json({ message: serverMessage, errors: { 'fees.0.payer_percentage': [cellMessage] } }, { status: 422 }),
      ),
    );
    const { user } = await openFees();
    await user.click(editButton());
    const payer = screen.getByRole('textbox', { name: 'نسبة الدافع (%)، الرسم \u20681\u2069 \u2068p2p_transfer\u2069' });
    await user.clear(payer);
    await user.type(payer, '9');
    await saveAndConfirm(user);
    expect(
      await screen.findByText(
        /^لم يُحفظ شيء\. احتُفظ بالخلية التي عدّلتها كمسودة: اختر تعديل لاستعادتها\. يعرض تعديل الخلية التي رفضها الخادم\.$/,
      ),
    ).toBeInTheDocument();
    // The server's own sentences are its data: shown as it wrote them.
    expect(english([serverMessage, cellMessage])).toEqual([]);

    await user.click(editButton());
    expect(await screen.findByText('استُعيدت المسودة')).toBeInTheDocument();
    expect(
      screen.getByText('عادت خلية واحدة عدّلتها ولم تحفظها. اختر حفظ البيانات لحفظها، أو إلغاء لتجاهلها. رفض الخادم خلية واحدة، وهي مُعلَّمة.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(cellMessage).length).toBeGreaterThan(0);
    expect(english([serverMessage, cellMessage])).toEqual([]);
  });

  it('saves in Arabic: the console says what it saved, and nothing to save when nothing changed', async () => {
    const { user } = await openFees();
    await user.click(editButton());
    await user.click(saveButton());
    expect(await screen.findByText('لا توجد تغييرات لحفظها.')).toBeInTheDocument();

    await user.click(editButton());
    const payer = screen.getByRole('textbox', { name: 'نسبة الدافع (%)، الرسم \u20681\u2069 \u2068p2p_transfer\u2069' });
    await user.clear(payer);
    await user.type(payer, '2');
    await saveAndConfirm(user);
    expect(await screen.findByText('تم حفظ رسم واحد.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('tells the admin in Arabic on the page they went to when a save they left fails', async () => {
    const held = holdSaves(() => HttpResponse.json({ message: 'Database unavailable.' }, { status: 500 }));
    const { user } = await openFees();
    await leaveWhileSaving(user, held.arrived);
    held.release();
    // The server's reason is its own sentence, inside the console's.
    expect(
      await screen.findByText(
        'لم تُحفظ الرسوم: \u2068Database unavailable\u2069. احتُفظ بتعديلاتك كمسودة: اختر تعديل في صفحة الرسوم لاستعادتها.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the admin in Arabic on the page they went to when a save they left succeeds', async () => {
    const held = holdSaves(() => undefined);
    const { user } = await openFees();
    await leaveWhileSaving(user, held.arrived);
    held.release();
    expect(await screen.findByText('تم حفظ رسم واحد.')).toBeInTheDocument();
  });

  it('asks in Arabic before leaving with unsaved edits', async () => {
    const { user } = await openFees();
    await user.click(editButton());
    await user.type(screen.getByRole('textbox', { name: /^الشروط، الرسم \u20681\u2069/ }), 'x');
    await user.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'التوزيعات' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('says in Arabic that the list failed to load, with Retry', async () => {
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderApp('/fees');
    expect(await screen.findByText('تعذّر تحميل الرسوم. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.getByText('تعذّر التحميل')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('says in Arabic that there are no fees', async () => {
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ data: { data: [] } })));
    renderApp('/fees');
    expect(await screen.findByText('لا توجد رسوم لعرضها.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('names the grid in Arabic while it loads', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      mswHttp.get('*/api/fees', async () => {
        await answered;
        return undefined;
      }),
    );
    renderApp('/fees');
    expect(await screen.findByRole('grid', { name: 'الرسوم' })).toHaveAttribute('aria-busy', 'true');
    expect(english()).toEqual([]);
    answer();
    expect(await screen.findByText('p2p_transfer')).toBeInTheDocument();
  });

  it('holds each number of the grid left to right on its own, so a negative amount keeps its sign in front', async () => {
    const fees = feesStore.fees.map((fee, i) => (i === 0 ? { ...fee, payer_percentage: -1, fixed: '12.5 JOD' } : fee));
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ data: { data: fees } })));
    const { grid } = await openFees();
    for (const text of ['-1', '12.5 JOD', '1']) {
      const shown = within(within(grid).getAllByRole('row')[2] as HTMLElement).getByText(text);
      expect(shown.tagName).toBe('BDI');
      expect(shown).toHaveAttribute('dir', 'ltr');
    }
  });

  it('names the fee types in Arabic, and shows a type it does not know as sent, marked English', async () => {
    const fees = feesStore.fees.map((fee, i) => (i === 1 ? { ...fee, type: 'crypto_swap' } : fee));
    server.use(mswHttp.get('*/api/fees', () => HttpResponse.json({ data: { data: fees } })));
    const { grid } = await openFees();
    const row = (alias: string) => within(grid).getByRole('row', { name: new RegExp(alias) });
    const cashIn = feesStore.fees.find((fee) => fee.type === 'cash_in')!;
    expect(within(row(cashIn.name_alias)).getByText('إيداع نقدي')).toHaveAttribute('lang', 'ar');
    // The unknown type in the type column, which is marked English (what its input holds is the wire name too).
    expect(within(row(fees[1]!.name_alias)).getByText('crypto_swap')).toHaveAttribute('lang', 'en');
    // Neither the known types' wire names (`cash_in`) nor the unknown one unmarked: nothing English to an Arabic reader.
    expect(english()).toEqual([]);
  });

  it('exports in Arabic: each header once, in Arabic without a Latin letter, the types in Arabic, numbers as numbers', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = await openFees();
      await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [header, ...records] = parse((await downloads.files[0]!.text()).slice(1), { relax_column_count: false }) as string[][];
      expect(header).toEqual([
        'المعرّف',
        'النوع',
        'الاسم المختصر',
        'الاسم بالإنجليزية',
        'الاسم بالعربية',
        'نسبة الدافع (%)',
        'الحد الأدنى للدافع (دينار أردني)',
        'نسبة المستفيد (%)',
        'الحد الأدنى للمستفيد (دينار أردني)',
        'المبلغ الثابت (دينار أردني)',
        'الشروط',
      ]);
      for (const title of header!) expect(title).not.toMatch(/[A-Za-z]/);
      expect(records).toHaveLength(feesStore.fees.length);
      // The type is an enumeration: said in Arabic; the aliases and English names are data, as they are.
      for (const record of records) expect(record[1]).toMatch(/^[\u0600-\u06FF ]+$/);
      const byId = new Map(records.map((record) => [record[0], record]));
      for (const fee of feesStore.fees) {
        const record = byId.get(String(fee.id))!;
        expect(record[2]).toBe(fee.name_alias);
        expect(Number(record[5])).toBe(Number(fee.payer_percentage));
        expect(Number(record[9])).toBe(Number(fee.fixed));
      }
    } finally {
      downloads.restore();
    }
  });

  it('follows a change of language on the open screen', async () => {
    const { grid } = await openFees();
    await setLocale('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Payer %' })).toBeInTheDocument();
    await setLocale('ar');
    expect(await within(grid).findByRole('columnheader', { name: 'نسبة الدافع (%)' })).toBeInTheDocument();
  });
});

describe('Distributions in Arabic', () => {
  it('shows the splits in Arabic: groups, parties, the product from the data, the unknown fee, the warnings', async () => {
    const { grid } = await openDistributions();
    expect(screen.getByRole('heading', { level: 1, name: 'التوزيعات' })).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'النسب المئوية' })).toHaveAttribute('colspan', '3');
    expect(within(grid).getByRole('columnheader', { name: 'المبالغ الثابتة' })).toHaveAttribute('colspan', '3');
    // The product read from the data (`wallet`) is named in Arabic; no header carries a wire name.
    for (const name of ['نسبة \u2068المحفظة\u2069 (%)', 'نسبة \u2068الضامن\u2069 (%)', 'المحفظة', 'المعالج']) {
      const header = within(grid).getByRole('columnheader', { name });
      expect(header).toHaveAttribute('title', name);
      expect(header).not.toHaveAttribute('aria-describedby');
    }
    expect(within(grid).getByRole('columnheader', { name: 'التحذيرات' })).toBeInTheDocument();
    expect(within(grid).getByText('غير معروف')).toBeInTheDocument();
    expect(within(grid).getAllByText('مجموع النسب \u206895\u2069 وليس \u2068100\u2069')).toHaveLength(2);
    expect(english()).toEqual([]);
  });

  it('exports in Arabic with the product named in Arabic: no Latin letter in a header', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = await openDistributions();
      await user.click(screen.getByRole('button', { name: 'تصدير CSV' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      const [header, ...records] = parse((await downloads.files[0]!.text()).slice(1), { relax_column_count: false }) as string[][];
      // Without the isolates the screen puts around the party's name: a header is matched by formulas and scripts.
      expect(header).toEqual([
        'المعرّف',
        'رقم المعالج',
        'رقم الضامن',
        'معرّف الرسم',
        'الاسم المختصر للرسم',
        'نسبة المحفظة (%)',
        'نسبة الضامن (%)',
        'نسبة المعالج (%)',
        'المحفظة، مبلغ ثابت (دينار أردني)',
        'الضامن، مبلغ ثابت (دينار أردني)',
        'المعالج، مبلغ ثابت (دينار أردني)',
      ]);
      for (const title of header!) expect(title).not.toMatch(/[A-Za-z]/);
      expect(records).toHaveLength(feesStore.distributions.length);
    } finally {
      downloads.restore();
    }
  });

  it('edits in Arabic with a cell error and a live warning', async () => {
    const { user } = await openDistributions();
    await user.click(editButton());
    const guarantor = screen.getByRole('textbox', { name: 'نسبة \u2068الضامن\u2069 (%)، التوزيع \u20681\u2069 \u2068p2p_transfer\u2069' });
    await user.clear(guarantor);
    await user.type(guarantor, '150');
    expect(await screen.findByText('أدخل قيمة من \u20680\u2069 إلى \u2068100\u2069')).toBeInTheDocument();
    const fixed = screen.getByRole('textbox', { name: '\u2068المحفظة\u2069، مبلغ ثابت، التوزيع \u20681\u2069 \u2068p2p_transfer\u2069' });
    await user.clear(fixed);
    await user.type(fixed, '1');
    await user.type(fixed, '0'.repeat(7));
    expect(await screen.findByText('أدخل قيمة من \u20680\u2069 إلى \u20681,000,000\u2069')).toBeInTheDocument();
    await user.clear(guarantor);
    await user.type(guarantor, '10');
    await waitFor(() => expect(screen.getAllByText(/^مجموع النسب \u2068\d+\u2069 وليس \u2068100\u2069$/).length).toBeGreaterThan(2));
    expect(english()).toEqual([]);
  });

  it('says in Arabic that the list failed to load, and that there are no distributions', async () => {
    server.use(mswHttp.get('*/api/fees-distribution', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    renderApp('/distribution');
    expect(await screen.findByText('تعذّر تحميل التوزيعات. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('says in Arabic that there are no distributions', async () => {
    server.use(mswHttp.get('*/api/fees-distribution', () => HttpResponse.json({ data: [] })));
    renderApp('/distribution');
    expect(await screen.findByText('لا توجد توزيعات لعرضها.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});

describe('Arabic counts', () => {
  it('takes the Arabic plural forms: one and two in words, 3 to 10 the plural, 11 to 99 the accusative singular, 100 and up the genitive singular, numbers isolated', () => {
    const counts = [1, 2, 3, 11, 100, 1000];
    const fees = (n: number) => t('fees.count.fees', { count: n, shown: n.toLocaleString('en') });
    expect(counts.map(fees)).toEqual([
      'رسم واحد',
      'رسمان',
      '\u20683\u2069 رسوم',
      '\u206811\u2069 رسمًا',
      '\u2068100\u2069 رسم',
      '\u20681,000\u2069 رسم',
    ]);
    const cells = (n: number) => t('fees.conflict.undecided', { count: n, shown: n.toLocaleString('en') }).replace(/^.*» /, '');
    expect(counts.map(cells)).toEqual([
      'لخلية واحدة.',
      'لخليتين.',
      'لـ \u20683\u2069 خلايا.',
      'لـ \u206811\u2069 خلية.',
      'لـ \u2068100\u2069 خلية.',
      'لـ \u20681,000\u2069 خلية.',
    ]);
    const rows = (n: number) =>
      t('fees.conflict.blocked', { count: n, shown: n.toLocaleString('en') }).replace(/ (يخالف|يخالفان|تخالف) .*$/, '');
    expect(counts.map(rows)).toEqual([
      'صف واحد',
      'صفّان',
      '\u20683\u2069 صفوف',
      '\u206811\u2069 صفًا',
      '\u2068100\u2069 صف',
      '\u20681,000\u2069 صف',
    ]);
    const saved = (n: number) => t('fees.saved.distributions', { count: n, shown: n.toLocaleString('en') });
    expect([15, 1000].map(saved)).toEqual(['تم حفظ \u206815\u2069 توزيعًا.', 'تم حفظ \u20681,000\u2069 توزيع.']);
    expect(t('fees.saveFailed.kept', { count: 3, shown: '3' })).toBe(
      'لم يُحفظ شيء. احتُفظ بـ \u20683\u2069 خلايا عدّلتها كمسودة: اختر تعديل لاستعادتها.',
    );
  });

  it('keeps the English sentences as they were, in the singular and the plural', async () => {
    await setLocale('en');
    expect(t('fees.count.fees', { count: 1500, shown: '1,500' })).toBe('1,500 fees');
    expect(t('fees.count.distributions', { count: 1, shown: '1' })).toBe('1 distribution');
    expect(t('fees.draftRestored.text', { count: 1, shown: '1' })).toBe(
      '1 cell you edited and did not save is back. Save data to save it, or Cancel to discard it.',
    );
    expect(t('fees.draftRestored.text', { count: 2, shown: '2' })).toBe(
      '2 cells you edited and did not save are back. Save data to save them, or Cancel to discard them.',
    );
    expect(t('fees.saveFailed.kept', { count: 1, shown: '1' })).toBe(
      'Nothing was saved. Your 1 cell is kept as a draft: choose Edit to restore it.',
    );
    expect(t('fees.draftRestored.refused', { count: 2, shown: '2' })).toBe('The server refused 2 cells: they are marked.');
    expect(t('fees.editedCount', { count: 1200, shown: '1200' })).toBe('1200 cells edited');
  });
});
