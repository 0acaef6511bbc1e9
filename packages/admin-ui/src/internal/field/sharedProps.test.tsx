import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AddRemoveList } from '../../components/AddRemoveList';
import { DateRangePicker } from '../../components/DateRangePicker';
import { MultiSelect } from '../../components/MultiSelect';
import { SearchInput } from '../../components/SearchInput';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';

const options = [
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];
const noop = () => {};

/** Each form control, given the shared props, and how to find its main focusable control. */
const controls: Array<{
  name: string;
  render: (props: {
    id?: string;
    ref?: React.Ref<never>;
    hint?: string;
    error?: string;
    required?: boolean;
    fullWidth?: boolean;
    'aria-describedby'?: string;
  }) => ReactElement;
  control: () => HTMLElement;
  /** What the control itself adds to its description after the hint (DateRangePicker: the format of a day). */
  ownHint?: string;
}> = [
  {
    name: 'TextField',
    render: (p) => <TextField label="Name" {...p} />,
    control: () => screen.getByRole('textbox', { name: 'Name' }),
  },
  {
    name: 'Select',
    render: (p) => <Select label="Status" options={options} value="a" onChange={noop} {...p} />,
    control: () => screen.getByRole('combobox', { name: 'Status' }),
  },
  {
    name: 'SearchInput',
    render: (p) => <SearchInput label="Search" value="" onSearch={noop} {...p} />,
    control: () => screen.getByRole('searchbox', { name: 'Search' }),
  },
  {
    name: 'MultiSelect',
    render: (p) => <MultiSelect label="Fees" options={options} value={[]} onChange={noop} {...p} />,
    control: () => screen.getByRole('combobox', { name: 'Fees' }),
  },
  {
    name: 'DateRangePicker',
    render: (p) => <DateRangePicker label="Period" value={{ start: null, end: null }} onChange={noop} {...p} />,
    control: () => screen.getByLabelText('Start date'),
    ownHint: 'DD/MM/YYYY',
  },
  {
    name: 'AddRemoveList',
    render: (p) => <AddRemoveList label="Payers" options={options} value={[]} onChange={noop} {...p} />,
    control: () => screen.getByRole('combobox', { name: 'Payers' }),
  },
];

describe('the form controls share one set of props', () => {
  it.each(controls)('$name: `id` is the main control’s id, so a form can focus it by id', ({ render: r, control }) => {
    render(r({ id: 'the-field' }));
    expect(control()).toHaveAttribute('id', 'the-field');
    // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
    expect(document.getElementById('the-field')).toBe(control());
  });

  it.each(controls)('$name: `ref` reaches the main control, to focus it after a failed save', ({ render: r, control }) => {
    const ref = createRef<HTMLElement>();
    render(r({ ref: ref as React.Ref<never> }));
    expect(ref.current).toBe(control());
    ref.current!.focus();
    expect(control()).toHaveFocus();
  });

  it.each(controls)(
    '$name: `hint` and `error` describe the main control, the error marks it invalid',
    ({ render: r, control, ownHint }) => {
      render(r({ hint: 'Some help.', error: 'Something is wrong.' }));
      expect(control()).toHaveAccessibleDescription(['Some help.', ownHint, 'Something is wrong.'].filter(Boolean).join(' '));
      expect(control()).toHaveAttribute('aria-invalid', 'true');
      // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
      expect(screen.getByText('Something is wrong.').closest('[aria-live="polite"]')).not.toBeNull();
    },
  );

  it.each(controls)(
    '$name: a caller’s `aria-describedby` describes the main control (before the hint), once',
    ({ render: r, control, ownHint }) => {
      render(
        <>
          <p id="own-note">Applies from tomorrow.</p>
          {r({ hint: 'Some help.', 'aria-describedby': 'own-note' })}
        </>,
      );
      expect(control()).toHaveAccessibleDescription(['Applies from tomorrow. Some help.', ownHint].filter(Boolean).join(' '));
      // Only the inputs carry it (DateRangePicker's two, like its hint): a wrapper or fieldset with it too would be read twice.
      // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
      const carriers = [...document.querySelectorAll('[aria-describedby~="own-note"]')].map((el) => el.tagName);
      expect(carriers.filter((tag) => tag !== 'INPUT' && tag !== 'SELECT')).toEqual([]);
    },
  );

  it.each(controls)('$name: `required` shows the mark (hidden from the name) and tells assistive tech', ({ render: r, control }) => {
    render(r({ required: true }));
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(control()).toBeRequired();
  });

  it.each(controls)('$name: `fullWidth` takes the container’s width, or not', ({ render: r }) => {
    const { container, rerender } = render(r({ fullWidth: true }));
    // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
    const root = () => container.firstElementChild!;
    const wide = root().getAttribute('data-full-width');
    rerender(r({ fullWidth: false }));
    expect(root().getAttribute('data-full-width')).not.toBe(wide);
  });
});

describe('the error line of a control', () => {
  it('Select: an error the user fixes leaves the line empty (the live region stays)', () => {
    const { rerender } = render(<Select label="Status" options={options} value="a" onChange={noop} error="Pick one." />);
    expect(screen.getByText('Pick one.')).toBeVisible();
    rerender(<Select label="Status" options={options} value="a" onChange={noop} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
    expect(document.getElementById(`${select.id}-error`)).toBeEmptyDOMElement();
  });
});
