import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { GROUPS_TITLE } from './names';
import { promotionGroupsPaths } from './paths';

const icon = (
  <SidebarIcon>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
    <path d="M16 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.8 3 2.8 3 5.5" />
  </SidebarIcon>
);

/** The discount groups' sidebar entry (its create and edit screens belong to it). */
export const promotionGroupsNav: SidebarEntry[] = [
  {
    to: promotionGroupsPaths.list,
    label: GROUPS_TITLE,
    labelKey: 'platform.navDiscountGroups',
    also: [promotionGroupsPaths.create, promotionGroupsPaths.edit],
    icon,
  },
];
