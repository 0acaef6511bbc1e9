import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { draftOwner, formDraftStore } from '../../../data/formDraft';
import { emptyDiscountForm } from '../../../domain/discounts';
import { db } from '../../../mocks/db';
import * as createStories from '../discount-create/CreateDiscountPage.stories';
import * as groupStories from '../../promotion-groups/group-edit/EditPromotionGroupPage.stories';
import { showAt800, setupScreenVisual } from '../../../test/screenVisual';
import * as listStories from './DiscountListPage.stories';

const { Filled } = composeStories(listStories);
const { ValidationErrors, RestoredDraft } = composeStories(createStories);
const { HundredsOfUsers } = composeStories(groupStories);

// The seed's dates count from today: a fixed today keeps the pictures still.
setupScreenVisual({ sidebarCollapsed: true, today: new Date(2026, 10, 23, 10, 0, 0) });

describe('Discount screens look', () => {
  it('the discounts list: SPEC column names, groups, fees, guarantors and dates', async () => {
    const shot = showAt800(<Filled />, { height: 600 });
    await expect.element(page.getByRole('link', { name: 'View Student cash-in' })).toBeVisible();
    await expect.element(shot).toMatchScreenshot('discount-list');
  });

  it('the create form refusing an empty save', async () => {
    const shot = showAt800(<ValidationErrors />, { height: 600 });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Create Discount' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByText('Enter a discount name.')).toBeVisible();
    await expect.element(shot).toMatchScreenshot('discount-create-errors');
  });

  it('the groups of a restored draft, picked with + and −', async () => {
    const draft = formDraftStore(draftOwner(db.users.find((u) => u.is_admin)), 'discount:new');
    draft.write({ ...emptyDiscountForm(), name: 'Eid transfers', rate: '10', cap: '2', payerGroupIds: ['4', '5'], payeeGroupIds: ['5'] });
    try {
      showAt800(<RestoredDraft />, { height: 600 });
      await expect.element(page.getByText('Unsaved changes restored')).toBeVisible();
      await expect.element(page.getByRole('list', { name: 'Selected: Eligible Payees' }).getByText('عملاء مميزون')).toBeVisible();
      await expect.element(page.getByRole('list', { name: 'Selected: Eligible Payers' }).getByText('Staff')).toBeVisible();
      await expect.element(page.getByRole('region', { name: 'Fees and groups' })).toMatchScreenshot('discount-create-restored');
    } finally {
      draft.clear();
    }
  });

  it('a promotion group of hundreds of users', async () => {
    const shot = showAt800(<HundredsOfUsers />, { height: 600 });
    await expect.element(page.getByText('320 of 320')).toBeVisible();
    await expect.element(shot).toMatchScreenshot('promotion-group-edit');
  });
});
