/**
 * Lets non-React code (the HTTP interceptors) navigate inside the single-page app, without a
 * full reload: the router registers its navigate function and current location here.
 */
export interface BridgeLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Navigator {
  navigate(to: string, options?: NavigateOptions): void;
  location(): BridgeLocation;
}

let current: Navigator | null = null;

/** Registers the router's navigator; returns the unregister function (for effects). */
export function registerNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = null;
  };
}

/** The current app location: the router's when registered, else the browser's. */
export function currentLocation(): BridgeLocation {
  if (current) return current.location();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Navigates inside the app; before a router is registered it falls back to a page load. */
export function navigateTo(to: string, options?: NavigateOptions): void {
  if (current) current.navigate(to, options);
  else window.location.assign(to);
}
