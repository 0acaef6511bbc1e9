import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { draftOwner, formDraftStore } from '../../kernel/formDraft';
import { emptyDiscountForm } from './rules';
import { db } from '../../demo/db';
import { handlers } from '../../test/demoHandlers';
import { dayFromToday } from './demo';
import {
  AppAt,
  at320,
  at320Globals,
  collapsedSidebar,
  demoBackendWith,
  expectNoSidewaysScroll,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { alertSaying } from '../../kernel/forms/formTesting';
import { CreateDiscountPage } from './CreateDiscountPage';

/** Create Discount (/new-discount): the shared discount form, empty. */
const meta = {
  title: 'Screens/Discounts/Create Discount',
  component: CreateDiscountPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/new-discount" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof CreateDiscountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the least a valid discount needs, with `name`. */
async function fillValid(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), name);
  await userEvent.type(canvas.getByLabelText('Discount rate (%)'), '10');
  await userEvent.type(canvas.getByLabelText('Discount cap'), '2.5');
  // Typed as a person writes a day: DD/MM/YYYY.
  await userEvent.type(canvas.getByLabelText('Start date'), dayFromToday(1).split('-').reverse().join('/'));
  await userEvent.type(canvas.getByLabelText('End date'), dayFromToday(30).split('-').reverse().join('/'));
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    await expect(canvas.getByRole('button', { name: 'Individuals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'false');
    // The format is said under the label; the calendar cannot go before today.
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription('DD/MM/YYYY');
    const showPicker = spyOn(HTMLInputElement.prototype, 'showPicker').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Choose a start date' }));
      await expect((showPicker.mock.contexts[0] as HTMLInputElement | undefined)?.min).toBe(dayFromToday(0));
    } finally {
      showPicker.mockRestore();
    }
    await settle();
  },
};

export const ValidationErrors: Story = {
  tags: ['visual'],
  parameters: { today: '2026-11-23T10:00:00', visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    await userEvent.type(canvas.getByLabelText('Discount rate (%)'), '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter a discount name.');
    await expect(canvas.getByLabelText('Discount rate (%)')).toHaveAccessibleDescription(/must be more than 0 and at most 100/);
    await expect(canvas.getByLabelText('Discount cap')).toHaveAccessibleDescription(/Enter the discount cap\./);
    await expect(canvas.getByText('Choose a start date.')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    // Focus scrolls the page by a varying pixel or two: the picture is taken from the top (the first errors are there).
    for (let box: HTMLElement | null = canvas.getByLabelText('Name'); box; box = box.parentElement) box.scrollTop = 0;
    window.scrollTo(0, 0);
    await settle();
  },
};

export const ServerRejects422: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    // The demo backend refuses a name already taken, as the real one does.
    await fillValid(canvasElement, 'Winter transfers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => alertSaying(canvas.getAllByRole('alert'), 'Check the highlighted fields.'));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('The discount name has already been taken.');
    await expect(canvas.getByLabelText('Discount cap')).toHaveValue('2.5');
    await settle();
  },
};

export const Saving: Story = {
  parameters: demoBackendWith(mswHttp.post('*/api/discount-promotions', neverAnswer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    await fillValid(canvasElement, 'Autumn transfers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const saving = await canvas.findByRole('button', { name: 'Saving…' });
    await expect(saving).toHaveAttribute('aria-busy', 'true');
    await settle();
  },
};

export const OptionsFailToLoad: Story = {
  beforeEach: signedInStory({ fail: ['fees', 'promotion-groups'] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    await expect(await canvas.findByText('The fees could not be loaded.')).toBeVisible();
    await expect(await canvas.findByText('The discount groups could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry loading fees' })).toBeVisible();
    await settle();
  },
};

/** Eligible payers with "+" and "−": two groups added (one Arabic), one removed again. */
export const PicksGroupsWithPlusAndMinus: Story = {
  tags: ['visual'],
  parameters: { today: '2026-11-23T10:00:00', visual: { frame: 'width: 800px', subject: { role: 'region', name: 'Fees and groups' } } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    const menu = canvas.getByRole('combobox', { name: 'Eligible payers' });
    await within(menu).findByRole('option', { name: 'عملاء مميزون' });
    await userEvent.selectOptions(menu, 'عملاء مميزون');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Eligible payers' }));
    await userEvent.selectOptions(menu, 'Staff');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Eligible payers' }));
    const chosen = canvas.getByRole('list', { name: 'Selected: Eligible payers' });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['عملاء مميزون', 'Staff']);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove عملاء مميزون' }));
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Staff']);
    // Back in the menu, once; the payees keep their own choice.
    await expect(within(menu).getAllByRole('option', { name: 'عملاء مميزون' })).toHaveLength(1);
    await expect(canvas.getByText('No groups chosen')).toBeVisible();
    await settle();
  },
};

/**
 * Back after the session expired mid-form (a 401, then signing in again): the draft is restored and
 * says so; Discard changes returns to an empty form.
 */
export const RestoredDraft: Story = {
  beforeEach: () => {
    const admin = db.users.find((u) => u.is_admin)!;
    const draft = formDraftStore(draftOwner(admin), 'discount:new');
    draft.write({ ...emptyDiscountForm(), name: 'Half-typed Eid promotion', rate: '12', payerGroupIds: ['4'] });
    return () => draft.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Create discount');
    await expect(await canvas.findByText('Unsaved changes restored')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Half-typed Eid promotion');
    const chosen = canvas.getByRole('list', { name: 'Selected: Eligible payers' });
    await expect(await within(chosen).findByText('Staff')).toBeVisible();
    await settle();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }));
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await expect(canvas.queryByText('Unsaved changes restored')).not.toBeInTheDocument();
  },
};

/** Reflow: at 320 px wide the form takes the width (its grid one column, the sidebar a drawer) and never scrolls sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320, today: '2026-11-23T10:00:00' },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'Create discount');
    await canvas.findByRole('region', { name: 'Fees and groups' });
    await expectNoSidewaysScroll();
    await settle();
  },
};

/** The empty form once its options are in: the fees to find, the groups in both pickers' menus. */
async function formReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findTitle(canvas, 'Create discount');
  await canvas.findByPlaceholderText('Type to find a fee');
  await within(canvas.getByRole('combobox', { name: 'Eligible payers' })).findByRole('option', { name: 'Staff' });
  await settle();
}

/** The whole screen at 1280x800 beside the open sidebar, the form empty. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: ({ canvasElement }) => formReady(canvasElement),
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** In Arabic at 1280x800: every field's message shown in Arabic, the numbers in them isolated. */
export const ValidationArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'إنشاء خصم');
    await userEvent.type(canvas.getByLabelText(/نسبة الخصم/), '120');
    await userEvent.type(canvas.getByLabelText('الحد الأقصى للخصم', { exact: false }), 'ten');
    // Save: its Arabic name comes with the kernel's texts.
    await userEvent.click(canvas.getByRole('button', { name: /^(حفظ|Save)$/ }));
    await expect(canvas.getByLabelText('الاسم')).toHaveAccessibleDescription('أدخل اسم الخصم.');
    await expect(canvas.getByLabelText(/نسبة الخصم/)).toHaveAccessibleDescription(/يجب أن تكون نسبة الخصم أكبر من/);
    await expect(canvas.getByText('اختر تاريخ البدء.')).toBeVisible();
    // Focus scrolls the page by a varying pixel or two: the picture centres the first invalid field instead.
    canvas.getByLabelText('الاسم').scrollIntoView({ block: 'center' });
    await settle();
  },
};
