import { ScreenPlaceholder } from '../../ScreenPlaceholder';

/** Promotion Groups (SPEC.md section 2). Placeholder until its issue builds the screen. */
export function PromotionGroupListPage() {
  return <ScreenPlaceholder title="Promotion Groups" />;
}
