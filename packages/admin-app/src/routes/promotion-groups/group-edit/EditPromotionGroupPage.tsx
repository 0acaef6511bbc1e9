import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Edit Promotion Group (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function EditPromotionGroupPage() {
  return <ScreenPlaceholder title="Edit Promotion Group" />;
}
