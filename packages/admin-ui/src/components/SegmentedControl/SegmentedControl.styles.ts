import styled from '../../utils/styled';
import { vars } from '../../theme';

/** The frame holding the segments side by side (it follows the page's direction). */
export const Segments = styled.div`
  display: inline-flex;
  /* As wide as its segments, also where a column layout would stretch it. */
  width: max-content;
  max-width: 100%;
  padding: 2px;
  gap: 2px;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

/** A segment: the chosen one is filled in the primary colour, bold (never colour alone: fill and weight). */
export const Segment = styled.button`
  min-height: 28px;
  padding: 0 ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.sizeSm};
  cursor: pointer;

  &:hover:not(:disabled):not([aria-pressed='true']) {
    background: ${vars.color.surfaceMuted};
  }
  &[aria-pressed='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
    font-weight: ${vars.font.weightBold};
    cursor: default;
  }
  &:disabled {
    cursor: progress;
  }
`;
