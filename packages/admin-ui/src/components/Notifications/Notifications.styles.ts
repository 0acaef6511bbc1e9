import styled, { keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

export const Viewport = styled.div`
  position: fixed;
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(380px, calc(100vw - 2 * ${vars.space[4]}));
  /* Clicks pass through the empty area; toasts take them back. */
  pointer-events: none;

  &[data-placement^='top'] {
    inset-block-start: var(--notifications-offset, ${vars.space[4]});
  }
  &[data-placement^='bottom'] {
    inset-block-end: var(--notifications-offset, ${vars.space[4]});
  }
  &[data-placement$='end'] {
    inset-inline-end: ${vars.space[4]};
  }
  &[data-placement$='start'] {
    inset-inline-start: ${vars.space[4]};
  }
  &[data-placement$='center'] {
    left: 50%;
    transform: translateX(-50%);
  }

  /* In a NotificationDock: over the dock only (its height is a top bar's), one line a notification. */
  &[data-docked='true'] {
    position: absolute;
    inset-block: -4px auto;
    inset-inline: 0 auto;
    width: min(100%, 560px);
    transform: none;
  }
  &[data-docked='true'] [data-notification] {
    align-items: center;
    padding-block: 6px;
  }
  &[data-docked='true'] [data-notification-body] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: ${vars.space[1]};
  }
  &[data-docked='true'] [data-notification-body] > p {
    margin: 0;
  }
`;

/** NotificationDock: the room it takes in its flex container, the docked stack placed over it. */
export const Dock = styled.div`
  position: relative;
  flex: 1 1 0;
  align-self: stretch;
  min-width: 0;
`;

/** One live region per urgency; always rendered, so it exists before a message lands in it. */
export const LiveStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const Toast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  padding-inline-start: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-inline-start: 4px solid var(--toast-accent);
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.lg};
  pointer-events: auto;
  animation: ${enter} ${vars.motion.durationBase} ${vars.motion.easing};

  &[data-tone='success'] {
    --toast-accent: ${vars.color.success};
  }
  &[data-tone='error'] {
    --toast-accent: ${vars.color.danger};
  }
  &[data-tone='warning'] {
    --toast-accent: ${vars.color.warning};
  }
  &[data-tone='info'] {
    --toast-accent: ${vars.color.info};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const ToneIcon = styled.span`
  display: inline-flex;
  flex: none;
  margin-top: 1px;
  color: var(--toast-accent);

  & > svg {
    width: 20px;
    height: 20px;
  }
`;

export const ToastBody = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ToastHeading = styled.p`
  margin: 0;
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  color: var(--toast-accent);

  & > span {
    color: ${vars.color.text};
  }
`;

export const ToastMessage = styled.p`
  margin: ${vars.space[1]} 0 0;
  line-height: ${vars.font.lineHeight};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -4px;
  margin-inline-start: 0;
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
  & > svg {
    width: 16px;
    height: 16px;
  }
`;
