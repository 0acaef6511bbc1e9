import type { SidebarEntry } from '../../kernel/feature';
import { SidebarIcon } from '../../kernel/SidebarIcon';
import { DISCOUNTS_TITLE } from './names';
import { discountsPaths } from './paths';

const icon = (
  <SidebarIcon>
    <path d="M3 12V4h8l10 10-8 8z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </SidebarIcon>
);

/** The discounts' sidebar entry (its create and edit screens belong to it). */
export const discountsNav: SidebarEntry[] = [
  {
    to: discountsPaths.list,
    label: DISCOUNTS_TITLE,
    labelKey: 'platform.navDiscounts',
    also: [discountsPaths.create, discountsPaths.edit],
    icon,
  },
];
