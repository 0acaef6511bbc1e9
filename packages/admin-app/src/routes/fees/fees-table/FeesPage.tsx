import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Fees (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function FeesPage() {
  return <ScreenPlaceholder title="Fees" />;
}
