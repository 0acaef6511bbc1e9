import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { checkBox, checkBoxGlyph } from '../../utils/formParts.styles';

export const GroupOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

/** A toggle: pressed shows a ticked box, a tinted fill and a stronger border (never colour alone). */
export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  max-width: 100%;
  padding: ${vars.space[1]} ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  line-height: ${vars.font.lineHeightTight};
  text-align: start;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    background: ${vars.color.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    font-weight: ${vars.font.weightMedium};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ToggleBox = styled.span`
  ${checkBox}

  & > svg {
    ${checkBoxGlyph}
  }
  [aria-pressed='true'] > & {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  [aria-pressed='true'] > & > svg {
    visibility: visible;
  }
`;

/**
 * The polite live region under the toggles: the note after a refused deselect, and the error.
 * Always in the DOM, so it exists before a message is written into it; empty, it takes no space.
 */
export const GroupMessages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};

  &:empty {
    margin-top: calc(-1 * ${vars.space[2]});
  }
`;

export const GroupMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;

  &[data-tone='notice'] {
    color: ${vars.color.warning};
  }
  &[data-tone='error'] {
    color: ${vars.color.danger};
  }
  & > svg {
    flex: none;
    width: 14px;
    height: 14px;
    margin-top: 1px;
  }
`;
