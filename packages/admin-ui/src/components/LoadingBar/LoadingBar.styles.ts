import styled, { keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const BarTrack = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${vars.z.loadingBar};
  height: 3px;
  overflow: hidden;
  background: ${vars.color.primarySubtle};
  pointer-events: none;
  animation: ${appear} ${vars.motion.durationFast} ${vars.motion.easing};
`;

/* Physically anchored left so the sweep is the same in both directions; RTL reverses it. */
export const BarIndicator = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 40%;
  height: 100%;
  background: ${vars.color.primary};
  animation: ${slide} 1.2s ${vars.motion.easing} infinite;

  /* Right to left, the sweep runs the other way. */
  [dir='rtl'] & {
    animation-direction: reverse;
  }

  /* No sweep: a still, full-width bar still says "busy". */
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
  }
`;
