import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { Field, useFieldControl } from './Field';

/** A team's own control: a native colour input that spreads what the Field gives it. */
function ColourInput({ ref, describedBy }: { ref?: Ref<HTMLInputElement>; describedBy?: string }) {
  return <input type="color" {...useFieldControl({ 'aria-describedby': describedBy, ref })} />;
}

describe('Field', () => {
  it('names its control by the label, and a click on the label focuses it', async () => {
    render(
      <Field label="Brand colour">
        <ColourInput />
      </Field>,
    );
    const control = screen.getByLabelText('Brand colour');
    expect(control).toHaveAttribute('type', 'color');
    await userEvent.click(screen.getByText('Brand colour'));
    expect(control).toHaveFocus();
  });

  it('gives the control its ids: the id prop wins, describedby holds the caller’s, the hint’s and the error’s', () => {
    render(
      <>
        <p id="own">Shown on receipts.</p>
        <Field id="colour" label="Brand colour" hint="Pick a dark one." error="Too light to read.">
          <ColourInput describedBy="own" />
        </Field>
      </>,
    );
    const control = screen.getByLabelText('Brand colour');
    expect(control).toHaveAttribute('id', 'colour');
    expect(control).toHaveAttribute('aria-describedby', 'own colour-hint colour-error');
    expect(control).toHaveAccessibleDescription('Shown on receipts. Pick a dark one. Too light to read.');
    expect(control).toBeInvalid();
  });

  it('announces an error politely in a line that is there before it, with an icon beside the text', async () => {
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <>
          <Field label="Brand colour" error={error}>
            <ColourInput />
          </Field>
          <button type="button" onClick={() => setError('Pick a colour.')}>
            Save
          </button>
        </>
      );
    }
    render(<Form />);
    const control = screen.getByLabelText('Brand colour');
    // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
    const line = document.getElementById(`${control.id}-error`)!;
    expect(line).toHaveAttribute('aria-live', 'polite');
    expect(line).toBeEmptyDOMElement();
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toBeInvalid();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(line).toHaveTextContent('Pick a colour.');
    // eslint-disable-next-line testing-library/no-node-access -- no role to find it by: an empty live region, the icon, an id lookup as a form makes, the wrapper
    expect(line.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(control).toHaveAccessibleDescription('Pick a colour.');
    expect(control).toBeInvalid();
  });

  it('passes required and disabled to the control, the required mark hidden from the name', () => {
    render(
      <Field label="Brand colour" required disabled>
        <ColourInput />
      </Field>,
    );
    const control = screen.getByLabelText('Brand colour');
    // A colour input takes no `required` in the platform's validation; the attribute is still set.
    expect(control).toHaveAttribute('required');
    expect(control).toBeDisabled();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives the control to the Field’s ref, and to the control’s own, to focus the field after a failed save', () => {
    const fieldRef = createRef<HTMLElement>();
    const ownRef = createRef<HTMLInputElement>();
    render(
      <Field label="Brand colour" ref={fieldRef}>
        <ColourInput ref={ownRef} />
      </Field>,
    );
    const control = screen.getByLabelText('Brand colour');
    expect(fieldRef.current).toBe(control);
    expect(ownRef.current).toBe(control);
    fieldRef.current!.focus();
    expect(control).toHaveFocus();
  });

  it('names, describes and marks a non-native control (a role=combobox div) with ARIA only', () => {
    function Picker() {
      return (
        <>
          <div role="combobox" tabIndex={0} aria-expanded={false} aria-controls="countries" {...useFieldControl({ native: false })} />
          <ul id="countries" role="listbox" hidden />
        </>
      );
    }
    const { rerender } = render(
      <Field label="Country" hint="Where the merchant is registered." error="Choose a country." required>
        <Picker />
      </Field>,
    );
    const picker = screen.getByRole('combobox', { name: 'Country' });
    expect(picker).toHaveAccessibleDescription('Where the merchant is registered. Choose a country.');
    expect(picker).toHaveAttribute('aria-required', 'true');
    expect(picker).toBeInvalid();
    expect(picker).not.toHaveAttribute('required');
    expect(picker).not.toHaveAttribute('disabled');
    rerender(
      <Field label="Country" disabled>
        <Picker />
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Country' })).not.toHaveAttribute('aria-required');
  });

  it('refuses a control outside a Field, which would have no label', () => {
    expect(() => render(<ColourInput />)).toThrow('useFieldControl() must be called by a control inside a <Field>.');
  });
});
