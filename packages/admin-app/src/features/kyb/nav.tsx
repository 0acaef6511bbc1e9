import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { KYB_LIST_TITLE } from './names';
import { kybPaths } from './paths';

const icon = (
  <SidebarIcon>
    <path d="M4 21V5l8-2v18M12 8h8v13M2 21h20" />
    <path d="M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2" />
  </SidebarIcon>
);

/** KYB's sidebar entry. */
export const kybNav: SidebarEntry[] = [{ to: kybPaths.list, label: KYB_LIST_TITLE, labelKey: 'platform.navKyb', icon }];
