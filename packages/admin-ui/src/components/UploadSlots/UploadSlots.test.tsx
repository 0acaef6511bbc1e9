import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdminLocaleProvider, arMessages } from '../../locale';
import { UploadSlots, type UploadFiles, type UploadSlotsProps } from './UploadSlots';

const SLOTS: UploadSlotsProps['slots'] = [
  { key: 'commercial_record', label: 'Commercial Record' },
  { key: 'authorization_letter', label: 'Authorization Letter' },
  { key: 'signed_terms_and_conditions', label: 'Signed Terms and Conditions', uploadedFileName: 'terms-signed.pdf' },
];

/** A document upload's rules, as the KYB screen passes them. */
const DOCUMENT_RULES: UploadSlotsProps['rules'] = { maxBytes: 10 * 1024 * 1024, accept: ['pdf', 'jpg', 'jpeg', 'png'] };
/** Another app's rules: a CSV of at most 1 MB. */
const CSV_RULES: UploadSlotsProps['rules'] = { maxBytes: 1024 * 1024, accept: ['csv'] };

const pdf = (name = 'record.pdf') => new File(['%PDF-1.7 sample'], name, { type: 'application/pdf' });
const renamedExe = () => new File(['MZ\x90\x00 not a pdf'], 'record.pdf', { type: 'application/pdf' });

function Harness(props: Partial<UploadSlotsProps> & { initial?: UploadFiles }) {
  const { initial = {}, onFilesChange, ...rest } = props;
  const [files, setFiles] = useState<UploadFiles>(initial);
  return (
    <UploadSlots
      slots={SLOTS}
      rules={DOCUMENT_RULES}
      {...rest}
      files={files}
      onFilesChange={(next) => {
        onFilesChange?.(next);
        setFiles(next);
      }}
    />
  );
}

const picker = (slot: string | RegExp) => screen.getByLabelText(slot) as HTMLInputElement;

describe('UploadSlots', () => {
  it('counts slots that are uploaded or have a file selected', async () => {
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 documents ready');
    await userEvent.upload(picker(/Commercial Record/), pdf());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 of 3 documents ready'));
  });

  it('accepts a valid file: shows name, size and Remove, and reports the new selection', async () => {
    const onFilesChange = vi.fn();
    render(<Harness onFilesChange={onFilesChange} />);
    const file = pdf();
    await userEvent.upload(picker(/Commercial Record/), file);
    await waitFor(() => expect(onFilesChange).toHaveBeenCalledWith({ commercial_record: file }));
    expect(screen.getByText('record.pdf')).toBeInTheDocument();
    expect(screen.getByText('15 bytes')).toBeInTheDocument();
    expect(picker(/Commercial Record/)).toHaveValue('');
    expect(screen.getByLabelText(/Replace file Commercial Record/)).toBeInTheDocument();
  });

  it('refuses a renamed executable: message under the slot, onReject, input cleared, selection unchanged', async () => {
    const onFilesChange = vi.fn();
    const onReject = vi.fn();
    render(<Harness onFilesChange={onFilesChange} onReject={onReject} />);
    const input = picker(/Authorization Letter/);
    await userEvent.upload(input, renamedExe());
    await screen.findByText('Only PDF, JPG, and PNG files are allowed');
    // One live alert region per slot: the refusal is in the second slot's.
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Only PDF, JPG, and PNG files are allowed');
    expect(onReject).toHaveBeenCalledWith('authorization_letter', 'Only PDF, JPG, and PNG files are allowed');
    expect(onFilesChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Only PDF, JPG, and PNG files are allowed/);
  });

  it('with announceErrors={false} (the screen notifies), shows the refusal without a live region', async () => {
    const onReject = vi.fn();
    render(<Harness onReject={onReject} announceErrors={false} />);
    const input = picker(/Authorization Letter/);
    await userEvent.upload(input, renamedExe());
    const message = await screen.findByText('Only PDF, JPG, and PNG files are allowed');
    expect(message).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onReject).toHaveBeenCalledWith('authorization_letter', 'Only PDF, JPG, and PNG files are allowed');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Only PDF, JPG, and PNG files are allowed/);
  });

  it('clears the refusal once a valid file is picked', async () => {
    render(<Harness />);
    const input = picker(/Authorization Letter/);
    await userEvent.upload(input, renamedExe());
    await screen.findByText('Only PDF, JPG, and PNG files are allowed');
    await userEvent.upload(input, pdf('letter.pdf'));
    await screen.findByText('letter.pdf');
    expect(screen.queryByText('Only PDF, JPG, and PNG files are allowed')).not.toBeInTheDocument();
  });

  it('refuses a file over the size limit with the spec message', async () => {
    const onReject = vi.fn();
    render(<Harness onReject={onReject} rules={{ maxBytes: 10, accept: ['pdf'] }} />);
    await userEvent.upload(picker(/Commercial Record/), pdf());
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('commercial_record', 'File size must be at most 10 bytes'));
  });

  it('has no upload policy of its own: the rules are required', () => {
    const noRules = () => (
      // @ts-expect-error `rules` is required: which files are acceptable is the app's to say.
      <UploadSlots slots={SLOTS} files={{}} onFilesChange={vi.fn()} />
    );
    expect(noRules).toBeTypeOf('function');
  });

  it('works to the rules it is given (CSV only, 1 MB): hint, picker and refusals say so, never "PDF"', async () => {
    const onReject = vi.fn();
    const onFilesChange = vi.fn();
    const csv = (size: number) => new File([new Uint8Array(size).fill(0x61)], 'rates.csv', { type: 'text/csv' });
    render(
      <Harness slots={[{ key: 'rates', label: 'Exchange rates' }]} rules={CSV_RULES} onReject={onReject} onFilesChange={onFilesChange} />,
    );
    const input = picker(/Exchange rates/);
    expect(input).toHaveAccessibleDescription('CSV, up to 1 MB. Or drop it here.');
    expect(input).toHaveAttribute('accept', '.csv');

    // The dialog's "All files" choice: the browser does not hold the picker to `accept`.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, pdf());
    expect(await screen.findByText('Only CSV files are allowed')).toBeVisible();
    expect(onReject).toHaveBeenLastCalledWith('rates', 'Only CSV files are allowed');

    await user.upload(input, csv(1024 * 1024 + 1));
    await waitFor(() => expect(onReject).toHaveBeenLastCalledWith('rates', 'File size must be at most 1 MB'));
    expect(screen.getByRole('alert')).toHaveTextContent('File size must be at most 1 MB');

    const exactlyOneMb = csv(1024 * 1024);
    await user.upload(input, exactlyOneMb);
    await waitFor(() => expect(onFilesChange).toHaveBeenCalledWith({ rates: exactlyOneMb }));
    expect(document.body).not.toHaveTextContent(/PDF|JPG|PNG|10 MB/);
  });

  it('words the given rules in Arabic too', async () => {
    render(
      <AdminLocaleProvider locale="ar-JO-u-nu-latn" messages={arMessages}>
        <Harness slots={[{ key: 'rates', label: 'أسعار الصرف' }]} rules={CSV_RULES} />
      </AdminLocaleProvider>,
    );
    const input = picker(/أسعار الصرف/);
    expect(input).toHaveAccessibleDescription('ملف CSV بحد أقصى \u20681\u2069 ميغابايت، أو اسحبه وأفلته هنا.');
    await userEvent.setup({ applyAccept: false }).upload(input, pdf());
    expect(await screen.findByText('يُسمح فقط بملفات CSV')).toBeVisible();
  });

  it('Remove clears the slot and returns focus to its picker', async () => {
    const onFilesChange = vi.fn();
    render(<Harness onFilesChange={onFilesChange} initial={{ commercial_record: pdf() }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove record.pdf' }));
    expect(onFilesChange).toHaveBeenLastCalledWith({});
    expect(screen.queryByText('record.pdf')).not.toBeInTheDocument();
    expect(picker(/Commercial Record/)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 documents ready');
  });

  it('marks an uploaded document and says a new file replaces it', async () => {
    render(<Harness />);
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByText('terms-signed.pdf')).toBeInTheDocument();
    await userEvent.upload(picker(/Signed Terms and Conditions/), pdf('terms-v2.pdf'));
    expect(await screen.findByText('terms-v2.pdf')).toBeInTheDocument();
    // The name is isolated inside the sentence (its own direction never reorders the words around it).
    expect(screen.getByText(/^Replaces the uploaded file when saved\.$/)).toHaveTextContent(
      'Replaces the uploaded file terms-signed.pdf when saved.',
    );
    expect(screen.getByText('terms-signed.pdf', { selector: 'bdi' })).toBeInTheDocument();
  });

  it('shows file names with their bidi controls made visible, so an override cannot disguise a name', async () => {
    // Shown raw, "contract\u202Etxt.pdf" reads "contractfdp.txt"; an isolate could reorder it too.
    render(<Harness slots={[{ key: 'commercial_record', label: 'Commercial Record', uploadedFileName: 'old\u2067\u202Efdp.png' }]} />);
    expect(screen.getByText('old[U+2067][U+202E]fdp.png')).toBeInTheDocument();
    await userEvent.upload(picker(/Commercial Record/), pdf('contract\u202Etxt.pdf'));
    expect(await screen.findByText('contract[U+202E]txt.pdf')).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('button', { name: 'Remove contract[U+202E]txt.pdf' })).toBeInTheDocument();
    expect(screen.getByText('old[U+2067][U+202E]fdp.png', { selector: 'bdi' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('accepts a dropped file', async () => {
    const onFilesChange = vi.fn();
    render(<Harness onFilesChange={onFilesChange} />);
    const file = pdf('dropped.pdf');
    const slot = screen.getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.drop(slot, { dataTransfer: { files: [file], types: ['Files'] } });
    await waitFor(() => expect(onFilesChange).toHaveBeenCalledWith({ commercial_record: file }));
  });

  it('does nothing while disabled', async () => {
    const onFilesChange = vi.fn();
    const record = pdf();
    const { rerender } = render(<Harness onFilesChange={onFilesChange} disabled initial={{ commercial_record: record }} />);
    expect(picker(/Authorization Letter/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove record.pdf' }));
    fireEvent.drop(screen.getAllByRole('listitem')[1] as HTMLElement, { dataTransfer: { files: [pdf('ignored.pdf')], types: ['Files'] } });
    // Enabled again, a file dropped on the last slot goes through the same checks after the ignored one
    // would have: once it is reported, the ignored drop would have been reported before it.
    rerender(<Harness onFilesChange={onFilesChange} initial={{ commercial_record: record }} />);
    const terms = pdf('terms.pdf');
    fireEvent.drop(screen.getAllByRole('listitem')[2] as HTMLElement, { dataTransfer: { files: [terms], types: ['Files'] } });
    await waitFor(() => expect(onFilesChange).toHaveBeenCalled());
    expect(onFilesChange.mock.calls).toEqual([[{ commercial_record: record, signed_terms_and_conditions: terms }]]);
  });
});
