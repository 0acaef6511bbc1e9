import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** KYC Verification Review (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function KycDetailPage() {
  return <ScreenPlaceholder title="KYC Verification Review" />;
}
