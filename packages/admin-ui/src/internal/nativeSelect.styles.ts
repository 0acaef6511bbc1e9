import styled from '../utils/styled';
import { vars } from '../theme/tokens';

/** The box around a native select, drawing its chevron. */
export const Control = styled.div`
  position: relative;
  display: inline-flex;
  /* hug the select, so the chevron stays on it when a long hint or label widens the field */
  width: fit-content;
  min-width: 0;
  max-width: 100%;

  /* chevron; select text never runs under it */
  &::after {
    content: '';
    position: absolute;
    inset-inline-end: ${vars.space[3]};
    top: 50%;
    width: 7px;
    height: 7px;
    margin-top: -5px;
    /* physical sides: a down chevron in either direction */
    border-right: 2px solid ${vars.color.textMuted};
    border-bottom: 2px solid ${vars.color.textMuted};
    transform: rotate(45deg);
    pointer-events: none;
  }
  &[data-full-width='true'] {
    width: 100%;
  }
`;

/** A native `<select>` drawn as the other controls' boxes (Select, AddRemoveList's menu). */
export const NativeSelect = styled.select`
  appearance: none;
  min-width: 10rem;
  max-width: 100%;
  min-height: 36px;
  padding-block: 0;
  padding-inline: ${vars.space[3]} ${vars.space[7]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-overflow: ellipsis;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${vars.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
  [data-full-width='true'] > & {
    width: 100%;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
  }
`;
