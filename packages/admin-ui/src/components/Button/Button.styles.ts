import styled, { keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const StyledButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 36px;
  padding: 0 ${vars.space[4]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font: inherit;
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-size='sm'] {
    min-height: 28px;
    padding: 0 ${vars.space[3]};
    font-size: ${vars.font.sizeSm};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
  }
  &[data-variant='primary']:hover:not([aria-disabled='true']) {
    background: ${vars.color.primaryHover};
  }
  &[data-variant='secondary'] {
    background: ${vars.color.surface};
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
  }
  &[data-variant='secondary']:hover:not([aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
  }
  &[data-variant='danger'] {
    background: ${vars.color.danger};
    color: ${vars.color.textInverse};
  }
  &[data-variant='danger']:hover:not([aria-disabled='true']) {
    background: ${vars.color.dangerHover};
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: ${vars.color.primary};
  }
  &[data-variant='ghost']:hover:not([aria-disabled='true']) {
    background: ${vars.color.primarySubtle};
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;
