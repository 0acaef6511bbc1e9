import type { HTMLAttributes, ReactNode } from 'react';
import { AppLink, type LinkComponent } from '../LinkProvider';
import { Actions, BackRow, Description, HeaderRoot, HeaderRow, Meta, Title, TitleGroup, TitleLine } from './PageHeader.styles';

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the end of the title row (they wrap under it on narrow screens). */
  actions?: ReactNode;
  /** A "back" link above the title, e.g. `{ to: '/cliq', label: 'Back to List' }` (the arrow is drawn). */
  back?: {
    to: string;
    label: string;
    /** The key that follows the link too, announced as its `aria-keyshortcuts` (e.g. "Escape"); the screen handles the key. */
    keyshortcuts?: string;
  };
  /** How the back link renders (e.g. react-router's Link); default from LinkProvider. */
  linkComponent?: LinkComponent;
  /** Beside the title, e.g. "Total: 42". */
  meta?: ReactNode;
}

/**
 * The top of a screen: optional back link, the `<h1>` title with meta and description, and actions.
 *
 * ```tsx
 * <PageHeader title="Cliq Account Review" back={{ to: '/cliq', label: 'Back to List' }} actions={<Button>Approve Account</Button>} />
 * ```
 */
export function PageHeader({ title, description, actions, back, linkComponent, meta, ...rest }: PageHeaderProps) {
  return (
    <HeaderRoot {...rest}>
      {back && (
        <BackRow>
          <AppLink linkComponent={linkComponent} to={back.to} aria-keyshortcuts={back.keyshortcuts}>
            <svg
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M13 8H3M7 4 3 8l4 4" />
            </svg>
            {back.label}
          </AppLink>
        </BackRow>
      )}
      <HeaderRow>
        <TitleGroup>
          <TitleLine>
            <Title>{title}</Title>
            {meta && <Meta>{meta}</Meta>}
          </TitleLine>
          {description && <Description>{description}</Description>}
        </TitleGroup>
        {actions && <Actions>{actions}</Actions>}
      </HeaderRow>
    </HeaderRoot>
  );
}
