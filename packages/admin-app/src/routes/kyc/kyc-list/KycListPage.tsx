import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** KYC Verification (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function KycListPage() {
  return <ScreenPlaceholder title="KYC Verification" />;
}
