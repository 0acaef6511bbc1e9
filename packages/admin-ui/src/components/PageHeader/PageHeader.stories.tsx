import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, PageHeader } from '@admin-console/admin-ui';
import { fakeLink } from '../../test-utils/navFixtures';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: { title: 'KYC Verification', linkComponent: fakeLink(navigate) },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'KYC Verification' })).toBeInTheDocument();
  },
};

export const WithMetaAndActions: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 640px' } },
  args: {
    title: 'Cliq Account Management',
    meta: 'Total: 42',
    description: 'Alias accounts waiting for review, newest first.',
    actions: (
      <>
        <Button variant="secondary">New Group</Button>
        <Button>New Discount</Button>
      </>
    ),
  },
};

/** A detail page: the back link goes through the app's link component. */
export const WithBackLink: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 640px' } },
  args: {
    title: 'Cliq Account Review',
    back: { to: '/cliq', label: 'Back to List' },
    actions: <Button>Approve Account</Button>,
  },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Back to List' }));
    await expect(navigate).toHaveBeenCalledWith('/cliq');
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Discount promotion for companies paying salaries through instant payments during the holy month',
    meta: 'Total: 1,204',
    back: { to: '/discount', label: 'Back to List' },
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save Data</Button>
      </>
    ),
  },
};

export const Narrow: Story = {
  tags: ['visual'],
  ...WithMetaAndActions,
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 360px' } },
  args: {
    title: 'مراجعة حساب كليك',
    meta: 'المجموع: ٤٢',
    description: 'الحسابات بانتظار المراجعة',
    back: { to: '/cliq', label: 'العودة إلى القائمة' },
    actions: <Button>الموافقة على الحساب</Button>,
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
