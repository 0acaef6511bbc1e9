import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';
import { AppLink } from '../LinkProvider';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;

  &:focus {
    outline: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const ToolbarStart = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Total = styled.p`
  margin: 0;
  margin-inline-start: auto;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &:empty {
    display: none;
  }
  /* While a page loads the number is not shown ("Total: N" when not loading), but the live
     region keeps its text, so assistive technology hears nothing new until the number changes. */
  &[data-loading='true'] {
    ${visuallyHidden}
  }
`;

export const Row = styled.tr`
  & > td {
    background: ${vars.color.surface};
    transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &:hover > td {
    background: ${vars.color.surfaceMuted};
  }
  /*
   * Rows stay while the next page loads, dimmed: a grey ground and muted text. Not opacity,
   * which took muted text and links below 4.5:1 (axe measured 3.3:1); these stay above 5.5:1.
   */
  [aria-busy='true'] & > td {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.textMuted};
    cursor: progress;
  }
`;

export const RowLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.primarySubtle};
    text-decoration: underline;
  }
`;

/** CellStack: a main value with a secondary one under it. */
export const StackRoot = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;

  /* truncate: each line's first line only, ended by an ellipsis; breakable anywhere so the column can shrink. */
  &[data-truncate] > * {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 1;
    overflow: hidden;
    word-break: break-all;
  }
`;

export const StackLine = styled.span`
  overflow-wrap: break-word;
`;

export const StackSecondary = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: break-word;
`;
