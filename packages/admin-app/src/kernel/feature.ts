import type { PlatformMessageKey } from '../platform/messages';
import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** One entry of the sidebar: where it goes, its label, and its icon for the collapsed (70px) sidebar. */
export interface SidebarEntry {
  to: string;
  label: string;
  /** The label's message (platform/messages), shown in the interface language. */
  labelKey?: PlatformMessageKey;
  icon: ReactNode;
  /** Other paths that belong to this section (its create/edit screens). */
  also?: readonly string[];
}

/**
 * What one area of the console (a folder under `features/`) hands the router from its `index.tsx`: its
 * screens as lazy routes (each its own chunk) under the signed-in layout. `app/features.ts` lists the
 * areas. Its sidebar entries come from its `nav.tsx`, listed by `app/sidebarLinks.tsx`: the sidebar is
 * part of the signed-in layout's chunk, so a first visit to /login downloads none of its icons.
 */
export interface Feature {
  routes: readonly RouteObject[];
}

/**
 * A screen at `path`, downloaded when first opened: `load` imports its module (with anything it needs
 * before it shows) and `name` names the component it exports.
 *
 * ```ts
 * lazyScreen(kycPaths.list, () => import('./KycListPage'), 'KycListPage')
 * ```
 */
export function lazyScreen<K extends string>(path: string, load: () => Promise<Record<K, ComponentType>>, name: K): RouteObject {
  return { path, lazy: () => load().then((module) => ({ Component: module[name] })) };
}
