import { SkeletonBlock, SkeletonText } from '@admin-console/admin-ui';
import { Section } from './Review.styles';

/** Placeholders while a review record loads: an information block and document cards. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Section aria-busy="true">
      <SkeletonText lines={6} label={label} />
      <SkeletonBlock height={160} />
    </Section>
  );
}
