import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** KYB Verification (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function KybListPage() {
  return <ScreenPlaceholder title="KYB Verification" />;
}
