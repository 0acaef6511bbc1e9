import { vars } from '../../theme/tokens';
import styled from '../../utils/styled';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  height: 100%;
  min-height: 240px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${vars.color.surfaceMuted};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const Separator = styled.span`
  width: 1px;
  height: 24px;
  margin: 0 ${vars.space[1]};
  background: ${vars.color.border};
`;

export const Readout = styled.p`
  min-width: 88px;
  margin: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const OriginalLink = styled.a`
  margin-inline-start: auto;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.primary};
  font-weight: ${vars.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${vars.color.primaryHover};
  }
  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

/** The scrollable viewport: focusable so keyboard users can scroll a zoomed image with the arrow keys. */
export const Stage = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  overflow: auto;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  border: 1px solid ${vars.color.border};

  cursor: grab;
  touch-action: none;
  &[data-dragging='true'] {
    cursor: grabbing;
  }
`;

/** Sized to the rotated, zoomed image, so the stage scrolls exactly over it; auto margins centre it. */
export const Canvas = styled.div`
  position: relative;
  flex: none;
  margin: auto;
`;

export const Image = styled.img`
  position: absolute;
  left: 50%;
  top: 50%;
  max-width: none;
  transform-origin: center;
  user-select: none;

  &[data-loaded='false'] {
    visibility: hidden;
  }
  /* Only the rotation animates: animating width/height would re-run layout on every frame. */
  @media (prefers-reduced-motion: no-preference) {
    transition: transform ${vars.motion.durationBase} ${vars.motion.easing};
  }
`;

export const StageMessage = styled.p`
  margin: auto;
  padding: ${vars.space[4]};
  color: ${vars.color.textMuted};
  text-align: center;
`;
