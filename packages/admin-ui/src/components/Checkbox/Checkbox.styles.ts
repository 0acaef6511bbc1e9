import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const CheckboxRoot = styled.div`
  display: inline-grid;
  grid-template-columns: auto 1fr;
  column-gap: ${vars.space[2]};
  row-gap: 2px;
  align-items: start;
  min-width: 0;
`;

/** Box and tick, stacked: the native input is the box (so focus, forms and clicks are native). */
export const CheckboxControl = styled.span`
  position: relative;
  display: inline-flex;
  width: 18px;
  height: 18px;
  /* Centre the box on the first line of the label. */
  margin-top: calc((${vars.font.sizeMd} * ${vars.font.lineHeight} - 18px) / 2);

  & > svg {
    position: absolute;
    inset: 0;
    width: 18px;
    height: 18px;
    color: ${vars.color.primaryText};
    pointer-events: none;
    opacity: 0;
  }
  & > input:checked + svg {
    opacity: 1;
  }
`;

export const CheckboxInput = styled.input`
  appearance: none;
  flex: none;
  width: 18px;
  height: 18px;
  margin: 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:checked {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  &:checked:hover:not(:disabled) {
    background: ${vars.color.primaryHover};
    border-color: ${vars.color.primaryHover};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* High-contrast modes: give the box back to the system, which draws it in system colours. */
  @media (forced-colors: active) {
    appearance: auto;
    & + svg {
      display: none;
    }
  }
`;

export const CheckboxLabel = styled.label`
  color: ${vars.color.text};
  cursor: pointer;
  overflow-wrap: anywhere;

  &[data-disabled='true'] {
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

export const CheckboxHint = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;
