export type DualListPickerId = string | number;

export interface DualListPickerItem {
  id: DualListPickerId;
  /** Shown and matched by the filter, e.g. a user's full_name (Arabic too: it is shown with dir="auto"). */
  label: string;
  /** A second, muted line (email, mobile), also matched by the filter. */
  description?: string;
}

export type DualListPickerMove = 'added' | 'removed';
