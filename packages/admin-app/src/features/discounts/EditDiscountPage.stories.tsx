import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import { AppAt, demoBackendWith, findTitle, neverAnswer, settle, signedInStory } from '../../test/screenStory';
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
    const name = await canvas.findByDisplayValue('خصم رمضان', {}, { timeout: 5000 });
    await expect(name).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByRole('button', { name: 'Companies' })).toHaveAttribute('aria-pressed', 'true');
    const payees = canvas.getByRole('list', { name: 'Selected: Eligible Payees' });
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
    const name = await canvas.findByDisplayValue('خصم رمضان', {}, { timeout: 5000 });
    await userEvent.type(name, ' 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Leave without saving?' });
    // Its opening fade may still run: assert it is there, then let it finish before axe.
    await expect(within(dialog).getByRole('button', { name: 'Stay on page' })).toBeInTheDocument();
    await settle();
  },
};
