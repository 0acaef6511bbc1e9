import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, LinkProvider, type LinkComponent, type LinkComponentProps } from './LinkProvider';

function Probe({ explicit }: { explicit?: LinkComponent }) {
  return (
    <AppLink to="/fees" linkComponent={explicit} className="x">
      Fees
    </AppLink>
  );
}

const RouterLike = ({ to, children, ...rest }: LinkComponentProps) => (
  <a href={`#router${to}`} data-router="yes" {...rest}>
    {children}
  </a>
);

describe('LinkProvider', () => {
  it('falls back to a plain anchor', () => {
    render(<Probe />);
    const link = screen.getByRole('link', { name: 'Fees' });
    expect(link).toHaveAttribute('href', '/fees');
    expect(link).toHaveClass('x');
  });

  it('uses the provided link component', () => {
    render(
      <LinkProvider component={RouterLike}>
        <Probe />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '#router/fees');
  });

  it('prefers an explicit component over the provider', () => {
    const Explicit = ({ to, children }: LinkComponentProps) => <a href={`#explicit${to}`}>{children}</a>;
    render(
      <LinkProvider component={RouterLike}>
        <Probe explicit={Explicit} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '#explicit/fees');
  });
});
