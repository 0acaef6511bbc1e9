import styled, { css, keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

const shimmer = keyframes`
  from { background-position: 150% 0; }
  to { background-position: -50% 0; }
`;

/** The placeholder surface: a soft sweep of light, still under prefers-reduced-motion. */
const surface = css`
  display: block;
  background-color: ${vars.color.skeleton};
  background-image: linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%);
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background-image: none;
  }
`;

export const LoadingText = styled.span`
  ${visuallyHidden}
`;

export const Lines = styled.div<{ $lineHeight: number; $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap}px;

  & > span {
    ${surface}
    width: 100%;
    height: ${(p) => p.$lineHeight}px;
    border-radius: ${vars.radius.sm};
  }
  /* Several lines: widths cycle 100%, 85%, 90%, 75%, 95%, so the block reads as a paragraph */
  &[data-multiline='true'] > span:nth-child(5n + 2) {
    width: 85%;
  }
  &[data-multiline='true'] > span:nth-child(5n + 3) {
    width: 90%;
  }
  &[data-multiline='true'] > span:nth-child(5n + 4) {
    width: 75%;
  }
  &[data-multiline='true'] > span:nth-child(5n) {
    width: 95%;
  }
`;

export const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  ${surface}
  width: ${(p) => p.$width};
  max-width: 100%;
  height: ${(p) => p.$height};
  border-radius: ${(p) => p.$radius};
`;

/** A bar inside a skeleton table cell; widths vary by column and row so it reads as data. */
export const CellBar = styled.span`
  ${surface}
  height: 12px;
  width: 70%;
  border-radius: ${vars.radius.sm};

  th > & {
    height: 10px;
    width: 55%;
  }
  td:nth-child(3n + 2) > & {
    width: 85%;
  }
  td:nth-child(3n) > & {
    width: 50%;
  }
  tr:nth-child(even) > td:nth-child(odd) > & {
    width: 60%;
  }
`;

export const SkeletonCell = styled.td`
  /* the height of a real row holding a small button or badge, so rows do not jump on load */
  height: 49px;
`;
