import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Cliq Accounts Found',
    description: 'There are no cliq accounts to display at the moment.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
};

export const TitleOnly: Story = {
  args: { title: 'No KYC Verifications Found', description: undefined },
};

const onNew = fn();
export const WithAction: Story = {
  args: {
    title: 'No discounts yet',
    description: 'Create a discount to offer a reduced fee to a group of users.',
    action: <Button onClick={onNew}>New Discount</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Discount' }));
    await expect(onNew).toHaveBeenCalledTimes(1);
  },
};

export const AsHeading: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No Cliq Accounts Found' })).toBeVisible();
  },
};

export const NoIcon: Story = { args: { icon: null } };

export const LongText: Story = {
  args: {
    title: 'No KYB requests match every one of the filters you selected for this very long search',
    description:
      'Try removing a filter, searching for a shorter part of the company name, or checking the spelling of the national ID. Requests that were submitted today may take a few minutes to appear.',
  },
};

export const Arabic: Story = {
  args: { title: 'لا توجد حسابات', description: 'لا توجد حسابات كليك لعرضها في الوقت الحالي.' },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 260 }}>
        <Story />
      </div>
    ),
  ],
};
