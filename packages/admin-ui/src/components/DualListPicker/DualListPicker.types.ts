export type DualListPickerId = string | number;

export interface DualListPickerItem {
  id: DualListPickerId;
  /** Shown and matched by the filter, e.g. a user's full_name (Arabic too: it is shown with dir="auto"). */
  label: string;
  /** A second, muted line (email, mobile), also matched by the filter. */
  description?: string;
  /** Language of the label when it differs from the page's (WCAG 3.1.2), e.g. `scriptLang(fullName)` for an Arabic name. */
  lang?: string;
}

export type DualListPickerMove = 'added' | 'removed';
