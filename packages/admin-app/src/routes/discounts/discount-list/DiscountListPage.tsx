import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Discount Promotions (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function DiscountListPage() {
  return <ScreenPlaceholder title="Discount Promotions" />;
}
