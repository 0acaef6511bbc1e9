import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Fees Distribution (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function DistributionPage() {
  return <ScreenPlaceholder title="Fees Distribution" />;
}
