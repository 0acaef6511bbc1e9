import { css } from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { placeholder } from '../../utils/placeholder.styles';

/**
 * The bordered box every text-like field draws (TextField, PasswordField, DateRangePicker's days, MultiSelect): its
 * surface and border, and the hover, invalid (`data-invalid="true"`) and disabled (`data-disabled="true"`) states.
 * Each box adds its own layout and its focus ring (which child's focus it shows).
 */
export const fieldBoxLook = css`
  min-height: 36px;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  transition: border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not([data-disabled='true']) {
    border-color: ${vars.color.text};
  }
  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &[data-disabled='true'] {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    cursor: not-allowed;
  }
`;

/**
 * The text input inside such a box (TextField's, MultiSelect's): no border, background or focus ring of its own (the
 * box draws them), the page's font and text colour, and the placeholder's look.
 */
export const bareInput = css`
  margin: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;

  &:focus,
  &:focus-visible {
    outline: none;
  }
  ${placeholder}
`;
