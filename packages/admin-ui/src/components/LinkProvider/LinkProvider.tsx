import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/**
 * What admin-ui passes to a link component: the target as `to` plus ordinary anchor attributes.
 * react-router's `Link` accepts exactly this, so an app passes it as is.
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The target path or URL, e.g. "/fees/12" (react-router's `to`). */
  to: string;
  children?: ReactNode;
  /** The rendered `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The fallback: a plain anchor (full page navigation). */
export function AnchorLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /** The app's link component, e.g. react-router's `Link`. */
  component: LinkComponent;
  children?: ReactNode;
}

/**
 * Tells every admin-ui component how to render a link, once, near the app's root.
 * A component's own `linkComponent` prop, where it has one, wins over this.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component to use: the explicit one if given, else the provider's, else a plain anchor. */
export function useLinkComponent(explicit?: LinkComponent): LinkComponent {
  const fromContext = useContext(LinkContext);
  return explicit ?? fromContext;
}

export interface AppLinkProps extends LinkComponentProps {
  /** Overrides the provider's link component for this link. */
  linkComponent?: LinkComponent;
}

/**
 * A link rendered with the app's link component (from `LinkProvider`, or `linkComponent`).
 * Use it inside components instead of calling `useLinkComponent` and rendering the result.
 */
export function AppLink({ linkComponent, ...props }: AppLinkProps) {
  const Link = useLinkComponent(linkComponent);
  return createElement(Link, props);
}
