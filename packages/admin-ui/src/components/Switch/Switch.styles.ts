import { vars } from '../../theme';
import styled from '../../utils/styled';

export const SwitchRoot = styled.div`
  display: inline-grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${vars.space[2]};
`;

export const SwitchButton = styled.button`
  display: inline-flex;
  padding: 2px;
  border: 0;
  border-radius: 999px;
  background: none;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export const SwitchTrack = styled.span`
  position: relative;
  display: inline-block;
  width: 36px;
  height: 20px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: 999px;
  background: ${vars.color.surfaceMuted};
  transition: background 120ms ease;

  &[data-checked='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  &[data-checked='true'] > span {
    inset-inline-start: 17px;
    color: ${vars.color.primary};
  }
`;

export const SwitchThumb = styled.span`
  position: absolute;
  top: 1px;
  inset-inline-start: 1px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: ${vars.color.surface};
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.25);
  transition: inset-inline-start 120ms ease;

  svg {
    width: 12px;
    height: 12px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SwitchLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  cursor: pointer;
  &[data-disabled='true'] {
    cursor: not-allowed;
    color: ${vars.color.textMuted};
  }
`;

export const SwitchHint = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;
