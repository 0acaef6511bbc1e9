import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Cliq Account Management (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function CliqListPage() {
  return <ScreenPlaceholder title="Cliq Account Management" />;
}
