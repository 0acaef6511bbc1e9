import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, SearchInput } from '@admin-console/admin-ui';

const meta = {
  title: 'Components/SearchInput',
  component: SearchInput,
  args: {
    label: 'Search KYC verifications',
    placeholder: 'search by name, email, ID or mobile',
    value: '',
    onSearch: fn(),
  },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing reports once, after the pause (300 ms), not per keystroke. */
export const Debounced: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search KYC verifications' });
    await userEvent.type(box, 'ahmad');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('ahmad'));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Enter reports at once. */
export const EnterSearchesNow: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search KYC verifications' });
    await userEvent.type(box, '9881{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('9881');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** The clear button empties the field, reports '' and gives focus back; Escape does the same. */
export const Clear: Story = {
  args: { value: 'mona' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search KYC verifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'x{Escape}');
    await expect(box).toHaveValue('');
  },
};

function UrlDriven(args: ComponentProps<typeof SearchInput>) {
  const [value, setValue] = useState('first');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      <SearchInput {...args} value={value} />
      <Button variant="secondary" onClick={() => setValue('from history')}>
        Back
      </Button>
    </div>
  );
}

/** A new value from outside (Back/Forward) replaces the text without reporting a search. */
export const SyncsFromOutside: Story = {
  render: (args) => <UrlDriven {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search KYC verifications' });
    await expect(box).toHaveValue('first');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(box).toHaveValue('from history');
    // Nothing reported with it; that nothing comes either once the pause has passed is SearchInput.test.tsx's
    // (a fake clock: a story cannot tell "never" from "not yet" without waiting a time).
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search KYC verifications' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'ahmad' } };

export const LongText: Story = {
  args: { value: 'a very long search term that does not fit in the box and keeps going and going' },
};

export const Arabic: Story = {
  tags: ['visual'],
  args: { label: 'بحث', value: 'سارة الخطيب', placeholder: 'ابحث بالاسم أو البريد' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'بحث' });
    await expect(getComputedStyle(box).direction).toBe('rtl');
  },
};

/**
 * The Arabic interface at 320 px, empty: the placeholder follows the page (right to left, its first word at the
 * right edge, not cut off); typed Latin text still runs left to right, and the placeholder comes back right to left.
 */
export const ArabicPlaceholder: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 320px' } },
  args: { label: 'بحث', placeholder: 'ابحث بالاسم أو البريد الإلكتروني أو رقم الهاتف' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'بحث' });
    const direction = () => [getComputedStyle(box).direction, getComputedStyle(box, '::placeholder').direction];
    await expect(direction()).toEqual(['rtl', 'rtl']);
    await userEvent.type(box, 'sara@example.com');
    await expect(getComputedStyle(box).direction).toBe('ltr');
    await userEvent.clear(box);
    await expect(direction()).toEqual(['rtl', 'rtl']);
    box.blur(); // pictured at rest
  },
};

export const Narrow: Story = {
  tags: ['visual'],
  args: { value: 'ahmad' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
};
