import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Create Discount (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function CreateDiscountPage() {
  return <ScreenPlaceholder title="Create Discount" />;
}
