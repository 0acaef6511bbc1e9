import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { placeholder } from '../../utils/placeholder.styles';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  width: 22rem;
  max-width: 100%;

  &[data-full-width='true'] {
    width: 100%;
  }
`;

/** The label and the required mark on one line. */
export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

export const Label = styled.label`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};

  &[data-hidden='true'] {
    ${visuallyHidden}
  }
`;

export const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-start: ${vars.space[3]};
    width: 16px;
    height: 16px;
    color: ${vars.color.textMuted};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  width: 100%;
  min-height: 36px;
  padding-block: 0;
  /* room for the magnifier and the clear button on both sides: Arabic input (dir=auto) flips its own sides */
  padding-inline: 36px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  ${placeholder}
  /* the component has its own, labelled clear button */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const ClearButton = styled.button`
  position: absolute;
  inset-inline-end: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 0;
  }
  & > svg {
    width: 14px;
    height: 14px;
  }
`;
