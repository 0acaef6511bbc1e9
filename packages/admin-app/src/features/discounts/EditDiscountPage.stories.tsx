import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import {
  AppAt,
  at320,
  at320Globals,
  demoBackendWith,
  expectNoSidewaysScroll,
  findTitle,
  neverAnswer,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { EditDiscountPage } from './EditDiscountPage';

/** Edit Discount (/edit-discount?id=): the shared discount form, prefilled from the record. */
const meta = {
  title: 'Screens/Discounts/Edit Discount',
  component: EditDiscountPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/edit-discount?id=4" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof EditDiscountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Edit discount');
    const name = await canvas.findByDisplayValue('خصم رمضان');
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true');
    const payees = canvas.getByRole('list', { name: 'Selected: Eligible payees' });
    await waitFor(() => expect(within(payees).getByText('عملاء مميزون')).toBeVisible());
    await settle();
  },
};

export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/discount-promotions/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Edit discount');
    await expect(await within(canvasElement).findByText('Loading discount…')).toBeInTheDocument();
    await settle();
  },
};

export const NotFoundReturnsToList: Story = {
  render: () => <AppAt path="/edit-discount?id=999" />,
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discounts');
    await expect(await within(document.body).findByText('Discount not found.')).toBeInTheDocument();
    await settle();
  },
};

export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByDisplayValue('خصم رمضان');
    await userEvent.type(name, ' 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Leave without saving?' });
    // Its opening fade may still run: assert it is there, then let it finish before axe.
    await expect(within(dialog).getByRole('button', { name: 'Stay on page' })).toBeInTheDocument();
    await settle();
  },
};

/** The record in the form: its Arabic name, its fees and its payee group chosen, by name. */
async function prefilled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findTitle(canvas, 'Edit discount');
  await canvas.findByDisplayValue('خصم رمضان');
  const fees = canvas.getByRole('list', { name: 'Selected: Applicable fees' });
  await waitFor(() => expect(within(fees).getByText('cliq_transfer')).toBeVisible());
  const payees = canvas.getByRole('list', { name: 'Selected: Eligible payees' });
  await waitFor(() => expect(within(payees).getByText('عملاء مميزون')).toBeVisible());
}

/** The whole screen at 1280x800 beside the open sidebar, the record prefilled. */
export const Desktop1280: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
    await settle();
  },
};

/** The whole screen at 1440x900. */
export const Desktop1440: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1440, 900),
  play: Desktop1280.play,
};

/** Reflow: at 320 px wide the prefilled form takes the width (its grid one column, the sidebar a drawer) and never scrolls sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320, today: '2026-11-23T10:00:00' },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
    await expectNoSidewaysScroll();
    await settle();
  },
};

/** In Arabic at 1280x800: the record prefilled (its dates, rate and cap read left to right inside the right-to-left form). */
export const DesktopArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'تعديل الخصم');
    await canvas.findByDisplayValue('خصم رمضان');
    await waitFor(() => expect(canvas.getAllByText('عملاء مميزون')[0]).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'الرسوم والمجموعات' })).toBeVisible();
    await settle();
  },
};
