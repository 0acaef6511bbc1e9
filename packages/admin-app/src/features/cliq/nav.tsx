import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { CLIQ_LIST_TITLE } from './names';
import { cliqPaths } from './paths';

const icon = (
  <SidebarIcon>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M10.5 18h3" />
  </SidebarIcon>
);

/** Cliq's sidebar entry. */
export const cliqNav: SidebarEntry[] = [{ to: cliqPaths.list, label: CLIQ_LIST_TITLE, labelKey: 'platform.navCliq', icon }];
