import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../Modal/dialogPolyfill.testutil';
import { DocumentCard } from './DocumentCard';

beforeAll(polyfillDialog);

describe('DocumentCard', () => {
  it('is a named card with its type, upload date and status', () => {
    render(
      <DocumentCard title="National ID (front)" uploadedAt="12/05/2026, 10:14" url="/storage/front.png" status={<span>Verified</span>} />,
    );
    expect(screen.getByRole('article', { name: 'National ID (front)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'National ID (front)', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Uploaded 12/05/2026, 10:14')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('opens an image full size in the viewer, and closes it with Escape back to the thumbnail', async () => {
    render(<DocumentCard title="National ID (front)" url="/storage/front.png" />);
    const thumbnail = screen.getByRole('button', { name: 'View National ID (front)' });
    await userEvent.click(thumbnail);
    const viewer = screen.getByRole('dialog', { name: 'National ID (front)' });
    expect(viewer).toBeInTheDocument();
    // Hidden until it has loaded (jsdom never loads images): find it by its alt text.
    expect(screen.getByAltText('National ID (front)')).toHaveAttribute('src', '/storage/front.png');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('lets the screen open images itself', async () => {
    const onOpenImage = vi.fn();
    render(<DocumentCard title="National ID (back)" url="/storage/back.jpg" onOpenImage={onOpenImage} />);
    await userEvent.click(screen.getByRole('button', { name: 'View National ID (back)' }));
    expect(onOpenImage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the preview fails to load, says so and links the image instead', () => {
    const { rerender } = render(<DocumentCard title="National ID (front)" url="/storage/missing.png" />);
    // The thumbnail is decorative (alt=""): the button carries the name.
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open image (opens in a new tab)' })).toHaveAttribute('href', '/storage/missing.png');
    rerender(<DocumentCard title="National ID (front)" url="/storage/front.png" />);
    expect(screen.getByRole('button', { name: 'View National ID (front)' })).toBeInTheDocument();
  });

  it('links a PDF in a new tab, safely, and says so', () => {
    render(
      <DocumentCard
        title="Commercial Record"
        fileName="commercial_record.pdf"
        url="https://files.example.com/kyb/7/commercial_record.pdf"
      />,
    );
    const link = screen.getByRole('link', { name: 'Open PDF (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/kyb/7/commercial_record.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('commercial_record.pdf')).toBeInTheDocument();
  });

  it('shows a PDF in the card itself, from the same safe URL, with the link to the original kept', () => {
    render(<DocumentCard title="Commercial Record" kind="pdf" url="/files/kyb/7/commercial_record.pdf" />);
    const preview = screen.getByRole('group', { name: 'Commercial Record, preview' });
    // eslint-disable-next-line testing-library/no-node-access -- what is checked has no role (an <object>, a <kbd>, the icon)
    const embedded = preview.querySelector('object');
    expect(embedded).toHaveAttribute('data', '/files/kyb/7/commercial_record.pdf');
    expect(embedded).toHaveAttribute('type', 'application/pdf');
    // Shown in its place by a browser that cannot show PDFs (the pictures hide the embedded viewer, and this with it).
    expect(within(embedded as HTMLElement).getByText('This browser cannot show the PDF here: open it below.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/files/kyb/7/commercial_record.pdf',
    );
    expect(screen.getByRole('article', { name: 'Commercial Record' })).toHaveAttribute('data-wide', 'true');
  });

  it('never embeds an unsafe PDF URL', () => {
    render(<DocumentCard title="Commercial Record" kind="pdf" url="javascript:alert(1)" />);
    expect(screen.queryByRole('group', { name: 'Commercial Record, preview' })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- what is checked has no role (an <object>, a <kbd>, the icon)
    expect(document.querySelector('object')).toBeNull();
  });

  it('shows a file name with its bidi controls made visible, so an override cannot disguise it', () => {
    // Shown raw, "invoice\u202Efdp.exe" reads "invoiceexe.pdf".
    const { rerender } = render(<DocumentCard title="Commercial Record" fileName={'invoice\u202Efdp.exe'} url="/files/7" kind="pdf" />);
    expect(screen.getByText('invoice[U+202E]fdp.exe')).toHaveAttribute('dir', 'auto');
    rerender(<DocumentCard title="National ID (front)" fileName={'\u2066front\u2069.png'} url="/storage/front.png" />);
    expect(screen.getByText('[U+2066]front[U+2069].png')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('offers other files as "Open file"', () => {
    render(<DocumentCard title="User Agreement" url="/api/admin/kyb/requests/7/documents/3" />);
    expect(screen.getByRole('link', { name: 'Open file (opens in a new tab)' })).toBeInTheDocument();
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)', 'image' as const],
    ['data:', 'data:application/pdf;base64,JVBERi0=', 'pdf' as const],
    ['protocol-relative', '//evil.example/x.png', 'image' as const],
    ['missing', null, 'pdf' as const],
  ])('never renders a %s URL: "Document unavailable"', (_, url, kind) => {
    render(<DocumentCard title="National ID (front)" url={url} kind={kind} />);
    expect(screen.getByText('Document unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('gives focus back to the thumbnail after the viewer closes even when the click did not focus it (Safari)', () => {
    render(<DocumentCard title="National ID (front)" url="/storage/front.png" />);
    const thumbnail = screen.getByRole('button', { name: 'View National ID (front)' });
    fireEvent.click(thumbnail);
    expect(screen.getByRole('dialog', { name: 'National ID (front)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });
});

describe('DocumentCard load error', () => {
  it('says the file could not be loaded with its status, not that the browser cannot show it', () => {
    render(
      <DocumentCard
        title="User agreement"
        url="/files/user_agreement.pdf"
        fileName="user_agreement.pdf"
        loadError={{ status: '404 Not Found' }}
      />,
    );
    const card = screen.getByRole('article', { name: 'User agreement' });
    expect(card).toHaveTextContent('The file could not be loaded (404 Not Found).');
    expect(card).not.toHaveTextContent(/browser/i);
    expect(screen.getByRole('link', { name: 'Open PDF (opens in a new tab)' })).toHaveAttribute('href', '/files/user_agreement.pdf');
  });
});
