import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 100%;

  &[data-label-position='start'] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${vars.space[2]};
  }
  &[data-label-position='start'] > p {
    flex-basis: 100%;
  }
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
`;

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
  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;
