import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeLink } from '../../test-utils/navFixtures';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('gives the page its level-one heading', () => {
    render(<PageHeader title="Fees" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows meta, description and actions', async () => {
    const onClick = vi.fn();
    render(
      <PageHeader
        title="KYC Verification"
        meta="Total: 42"
        description="Newest first"
        actions={<button onClick={onClick}>Export</button>}
      />,
    );
    expect(screen.getByText('Total: 42')).toBeInTheDocument();
    expect(screen.getByText('Newest first')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders the back link through the link component', async () => {
    const navigate = vi.fn();
    render(<PageHeader title="Cliq Account Review" back={{ to: '/cliq', label: 'Back to List' }} linkComponent={fakeLink(navigate)} />);
    const back = screen.getByRole('link', { name: 'Back to List' });
    expect(back).toHaveAttribute('href', '/cliq');
    await userEvent.click(back);
    expect(navigate).toHaveBeenCalledWith('/cliq');
  });
});
