import { vars } from '../../theme/tokens';
import styled, { keyframes } from '../../utils/styled';

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * The native <dialog>. Its padding is zero and the panel fills it, so a click whose target
 * is the dialog element itself can only be a click on the ::backdrop (outside the content).
 */
export const StyledDialog = styled.dialog`
  padding: 0;
  border: none;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  width: min(560px, calc(100vw - 32px));
  max-width: calc(100vw - 32px);
  max-height: calc(100dvh - 32px);
  overflow: hidden;

  &[data-size='sm'] {
    width: min(420px, calc(100vw - 32px));
  }
  &[data-size='lg'] {
    width: min(840px, calc(100vw - 32px));
  }
  &[data-size='full'] {
    width: calc(100vw - 32px);
    height: calc(100dvh - 32px);
  }

  &::backdrop {
    background: rgba(15, 23, 42, 0.55);
    background: ${vars.color.overlay};
  }

  /* Motion only for people who have not asked for less of it. */
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${rise} ${vars.motion.durationBase} ${vars.motion.easing};
    }
    &[open]::backdrop {
      animation: ${fade} ${vars.motion.durationBase} ${vars.motion.easing};
    }
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 32px);

  ${StyledDialog}[data-size='full'] & {
    height: 100%;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[2]} ${vars.space[5]};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding-top: ${vars.space[1]};
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-inline-end: -${vars.space[1]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const Description = styled.div`
  padding: 0 ${vars.space[5]};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;

  & > p {
    margin: 0 0 ${vars.space[2]};
  }
`;

export const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[2]} ${vars.space[5]} ${vars.space[4]};
  overflow-wrap: anywhere;

  &:empty {
    padding-bottom: ${vars.space[2]};
  }
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
`;
