import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Edit Discount (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function EditDiscountPage() {
  return <ScreenPlaceholder title="Edit Discount" />;
}
