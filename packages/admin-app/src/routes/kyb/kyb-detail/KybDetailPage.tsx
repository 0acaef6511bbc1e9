import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** KYB Verification Review (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function KybDetailPage() {
  return <ScreenPlaceholder title="KYB Verification Review" />;
}
