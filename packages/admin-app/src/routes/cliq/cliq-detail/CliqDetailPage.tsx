import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Cliq Account Review (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function CliqDetailPage() {
  return <ScreenPlaceholder title="Cliq Account Review" />;
}
