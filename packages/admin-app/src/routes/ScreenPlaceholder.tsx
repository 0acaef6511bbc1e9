import { PageHeader } from '@admin-console/admin-ui';
import { useDocumentTitle } from '../platform/useDocumentTitle';

/** A screen not built yet: its title only, so the route table, navigation and titles work end to end. */
export function ScreenPlaceholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return <PageHeader title={title} />;
}
