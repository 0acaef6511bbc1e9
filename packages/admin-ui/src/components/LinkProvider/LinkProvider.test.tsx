import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, useLinkComponent, type LinkComponentProps } from './LinkProvider';

function Probe({ explicit }: { explicit?: (p: LinkComponentProps) => React.ReactNode }) {
  const Link = useLinkComponent(explicit);
  return <Link to="/fees">Fees</Link>;
}

const RouterLike = ({ to, children, ...rest }: LinkComponentProps) => (
  <a href={`#router${to}`} data-router="yes" {...rest}>
    {children}
  </a>
);

describe('LinkProvider', () => {
  it('falls back to a plain anchor', () => {
    render(<Probe />);
    expect(screen.getByRole('link', { name: 'Fees' })).toHaveAttribute('href', '/fees');
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
