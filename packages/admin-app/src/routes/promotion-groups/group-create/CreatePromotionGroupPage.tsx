import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Create Promotion Group (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function CreatePromotionGroupPage() {
  return <ScreenPlaceholder title="Create Promotion Group" />;
}
