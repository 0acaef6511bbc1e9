import type { MessageKey } from '../platform/i18n/i18n';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';

/** One entry of the sidebar: where it goes, its label, and its icon for the collapsed (70px) sidebar. */
export interface SidebarEntry {
  to: string;
  label: string;
  /** The label's message (platform/i18n), shown in the interface language. */
  labelKey?: MessageKey;
  icon: ReactNode;
  /** Other paths that belong to this section (its create/edit screens). */
  also?: readonly string[];
}

/**
 * What one area of the console (a folder under `features/`) hands the app from its `index.ts`: its
 * screens as lazy routes (each its own chunk) under the signed-in layout, and its sidebar entries, in
 * order. `app/features.ts` lists the areas; the router and the sidebar are built from that list, so a
 * path is written once, in its feature.
 */
export interface Feature {
  routes: readonly RouteObject[];
  sidebar: readonly SidebarEntry[];
}
