import { PageHeader, SkeletonText } from '@admin-console/admin-ui';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../platform/useDocumentTitle';

export interface FormScreenProps {
  /** The page's heading, also its tab title. */
  title: string;
  /** Back to the list the form belongs to. */
  back: { to: string; label: string };
  /** While the record an edit starts from loads: its placeholder's line count and what it says is loading. */
  waiting?: { lines: number; label: string };
  /** The form, once it can show (`null` while `waiting`). */
  children: ReactNode;
}

/** A create or edit screen: heading with Back, tab title, then the form, or a placeholder while the record loads. */
export function FormScreen({ title, back, waiting, children }: FormScreenProps) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} back={back} />
      {children ||
        (waiting && <SkeletonText lines={waiting.lines} lineHeight={28} gap={16} label={waiting.label} style={{ maxWidth: 960 }} />)}
    </>
  );
}
