import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from '@admin-console/admin-ui';

/** Fees by name_alias, as on Create Discount. */
const fees = [
  { value: '1', label: 'wallet_to_wallet' },
  { value: '2', label: 'cliq_transfer' },
  { value: '3', label: 'bill_payment' },
  { value: '4', label: 'merchant_payment' },
  { value: '5', label: 'cash_out_atm' },
  { value: '6', label: 'cash_in_agent' },
  { value: '7', label: 'card_top_up' },
  { value: '8', label: 'international_remittance' },
  { value: '9', label: 'salary_disbursement' },
  { value: '10', label: 'qr_payment' },
];

/** The field is controlled: the story owns the value, like a form would. */
function StatefulMultiSelect(props: MultiSelectProps) {
  const [value, setValue] = useState<readonly string[]>(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Applicable fees',
    options: fees,
    value: [],
    placeholder: 'Search fees',
    onChange: fn(),
  },
  render: (args) => <StatefulMultiSelect {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SomeSelected: Story = {
  args: { value: ['2', '4', '8'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Selected: Applicable fees' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove merchant_payment' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2', '8']);
    await expect(canvas.getByRole('status')).toHaveTextContent('merchant_payment removed');
  },
};

/** Open as it looks in use: chips, their options checked, the second option highlighted. */
export const Open: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 440px' } },
  args: { value: ['2', '4', '8'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Applicable fees' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const listbox = canvas.getByRole('listbox', { name: 'Applicable fees' });
    await expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option', { name: 'cliq_transfer' }).id);
  },
};

/** Removing chips from the keyboard: focus goes to the next chip's button, else the previous one, else the input. */
export const RemoveChipsByKeyboard: Story = {
  args: { value: ['2', '4', '8'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removeButtons = () => within(canvas.getByRole('list', { name: 'Selected: Applicable fees' })).getAllByRole('button');
    const [, middle] = removeButtons();
    middle?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(removeButtons()).toHaveLength(2);
    await expect(removeButtons()[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(removeButtons()[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'Applicable fees' })).toHaveFocus();
  },
};

export const KeyboardUse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Applicable fees' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // Type to filter: the first match is highlighted.
    await userEvent.keyboard('cash');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Applicable fees' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cash_out_atm', 'cash_in_agent']);
    const highlighted = () => input.getAttribute('aria-activedescendant');
    await expect(highlighted()).toBe(within(listbox).getByRole('option', { name: 'cash_out_atm' }).id);
    // Enter toggles and the list stays open; ArrowDown moves.
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['5', '6']);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getByRole('option', { name: 'cash_in_agent' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['6']);
    // Escape closes; a second Escape clears the text.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('cash');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('cash_in_agent removed');
    // ArrowDown opens on the first option.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(highlighted()).toBe(within(listbox).getByRole('option', { name: 'wallet_to_wallet' }).id);
  },
};

export const MouseAndClickOutside: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Applicable fees' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('option', { name: 'bill_payment' }));
    await userEvent.click(canvas.getByRole('option', { name: 'wallet_to_wallet' }));
    // Options report in the order of the list, whatever the order of clicks.
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '3']);
    await expect(input).toHaveFocus();
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatches: Story = {
  args: { noOptionsText: 'No fee matches' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Applicable fees' }), 'zzz');
    await expect(canvas.getByText('No fee matches', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No fee matches');
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { options: [], noOptionsText: 'No fees yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Applicable fees' }));
    await expect(canvas.getByText('No fees yet', { selector: 'p' })).toBeVisible();
  },
};

export const WithError: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 440px' } },
  args: { error: 'Choose at least one fee.', hint: 'The discount applies to these fees only.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Applicable fees' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The discount applies to these fees only. Choose at least one fee.');
  },
};

export const Disabled: Story = {
  args: { value: ['1', '2'], disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Applicable fees' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove wallet_to_wallet' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Applicable fees' }));
    await expect(canvas.getByRole('combobox', { name: 'Applicable fees' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove cliq_transfer' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabels: Story = {
  args: {
    options: [...fees, { value: '11', label: 'international_remittance_to_neighbouring_countries_via_partner_banks_with_fx' }],
    value: ['11', '1', '2', '3', '4', '5'],
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  parameters: { visual: { frame: 'display: inline-block; padding: 8px; width: 440px' } },
  args: {
    dir: 'rtl',
    lang: 'ar',
    label: 'الرسوم المشمولة',
    placeholder: 'ابحث في الرسوم',
    options: [
      { value: '1', label: 'تحويل من محفظة إلى محفظة' },
      { value: '2', label: 'تحويل كليك' },
      { value: '3', label: 'دفع الفواتير' },
      { value: '4', label: 'الدفع للتاجر' },
    ],
    value: ['2'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'الرسوم المشمولة' });
    // Empty, the input follows the picker's direction (right to left); typed Latin text runs left to right.
    await expect(getComputedStyle(input).direction).toBe('rtl');
    await userEvent.type(input, 'Cliq');
    await expect(getComputedStyle(input).direction).toBe('ltr');
    await userEvent.clear(input);
    // Diacritic- and hamza-insensitive: "الى" finds "إلى".
    await userEvent.type(input, 'الى');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['تحويل من محفظة إلى محفظة']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['1', '2']);
  },
};

export const Narrow: Story = {
  args: { value: ['1', '3', '8'] },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
};
