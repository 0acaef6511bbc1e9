import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mswHttp, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../test/demoHandlers';
import { promotionGroupsStore } from './demo';
import {
  AppAt,
  at320,
  at320Globals,
  collapsedSidebar,
  demoBackendWith,
  expectNoSidewaysScroll,
  findTitle,
  neverAnswer,
  serverError,
  settle,
  signedInStory,
  wholeScreenAt,
} from '../../test/screenStory';
import { EditPromotionGroupPage } from './EditPromotionGroupPage';

/** Edit Promotion Group (/edit-promotion-group?id=): prefilled; Save PATCHes, then POSTs the users. */
const meta = {
  title: 'Screens/Promotion Groups/Edit Promotion Group',
  component: EditPromotionGroupPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  render: () => <AppAt path="/edit-promotion-group?id=1" />,
  beforeEach: signedInStory(),
} satisfies Meta<typeof EditPromotionGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HundredsOfUsers: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'width: 800px; height: 600px; overflow: hidden' } },
  beforeEach: collapsedSidebar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(within(canvasElement), 'Edit discount group');
    await expect(await canvas.findByDisplayValue('Salary transfer customers')).toBeVisible();
    await expect(await canvas.findByText('320 of 320')).toBeVisible();
    await settle();
  },
};

/** The group "Staff" holds a user GET /promotion-groups/users leaves out: shown among the selected, removable. */
const staffMembers = () => promotionGroupsStore.groups.find((g) => g.id === 4)!.user_ids;
export const MemberMissingFromUsersList: Story = {
  parameters: demoBackendWith(
    mswHttp.get('*/api/promotion-groups/users', () =>
      HttpResponse.json({
        data: promotionGroupsStore.users.filter((u) => u.id !== staffMembers()[0]).map((u) => ({ id: u.id, full_name: u.full_name })),
      }),
    ),
  ),
  render: () => <AppAt path="/edit-promotion-group?id=4" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const missing = promotionGroupsStore.users.find((u) => u.id === staffMembers()[0])!;
    const selected = await canvas.findByRole('listbox', { name: 'Selected users' });
    const count = staffMembers().length;
    await expect(await canvas.findByText(`${count} of ${count}`)).toBeVisible();
    await expect(within(selected).getByRole('option', { name: new RegExp(`ID ${missing.id}$`) })).toBeVisible();
    await settle();
  },
};

export const Loading: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/promotion-groups/:id', neverAnswer)),
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Edit discount group');
    await expect(await within(canvasElement).findByText('Loading discount group…')).toBeInTheDocument();
    await settle();
  },
};

export const UsersNotSaved: Story = {
  parameters: demoBackendWith(mswHttp.post('*/api/promotion-groups/:id/users', serverError)),
  render: () => <AppAt path="/edit-promotion-group?id=6" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Description'), 'Pilot users in Irbid');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        canvas.getByText('The name and description were saved, but the selected users were not. Select Save to try again.'),
      ).toBeVisible(),
    );
    await settle();
  },
};

export const UsersFailToLoad: Story = {
  parameters: demoBackendWith(mswHttp.get('*/api/promotion-groups/users', serverError)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The users could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('Salary transfer customers');
    await settle();
  },
};

export const NotFoundReturnsToList: Story = {
  render: () => <AppAt path="/edit-promotion-group?id=404" />,
  play: async ({ canvasElement }) => {
    await findTitle(within(canvasElement), 'Discount groups');
    await expect(await within(document.body).findByText('Discount group not found.')).toBeInTheDocument();
    await settle();
  },
};

/** The group in the form: its name, and all its 320 users selected. */
async function prefilled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findTitle(canvas, 'Edit discount group');
  await canvas.findByDisplayValue('Salary transfer customers');
  await canvas.findByText('320 of 320');
}

/** The whole screen at 1280x800 beside the open sidebar, the group prefilled. */
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

/** Reflow: at 320 px wide the prefilled form and the user picker take the width (the sidebar a drawer) and never scroll sideways. */
export const At320: Story = {
  tags: ['visual'],
  parameters: { ...at320 },
  globals: { ...at320Globals },
  play: async ({ canvasElement }) => {
    await prefilled(canvasElement);
    await expectNoSidewaysScroll();
    await settle();
  },
};

/** In Arabic at 1280x800: the group prefilled, its users in the picker. */
export const DesktopArabic: Story = {
  tags: ['visual'],
  parameters: wholeScreenAt(1280, 800),
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTitle(canvas, 'تعديل مجموعة الخصم');
    await canvas.findByDisplayValue('Salary transfer customers');
    await expect(canvas.getByRole('heading', { level: 2, name: 'المستخدمون' })).toBeVisible();
    await settle();
  },
};
