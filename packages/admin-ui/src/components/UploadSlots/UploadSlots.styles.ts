import { vars } from '../../theme/tokens';
import styled from '../../utils/styled';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** The counter's row: the screen's heading (if given) at the start, the counter at the end. */
export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Counter = styled.p`
  margin: 0;
  margin-inline-start: auto;
  padding: ${vars.space[1]} ${vars.space[3]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.neutralBg};
  color: ${vars.color.neutral};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  font-variant-numeric: tabular-nums;

  &[data-complete='true'] {
    background: ${vars.color.successBg};
    color: ${vars.color.success};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Slot = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-state='selected'],
  &[data-state='uploaded'] {
    border-style: solid;
  }
  &[data-dragging='true'] {
    border: 2px solid ${vars.color.primary};
    padding: calc(${vars.space[4]} - 1px);
    background: ${vars.color.primarySubtle};
  }
  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &[data-disabled='true'] {
    background: ${vars.color.surfaceMuted};
  }
`;

export const SlotHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const SlotLabel = styled.span`
  font-weight: ${vars.font.weightBold};
  overflow-wrap: anywhere;
`;

export const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  line-height: 20px;

  &[data-tone='success'] {
    background: ${vars.color.successBg};
    color: ${vars.color.success};
  }
  &[data-tone='info'] {
    background: ${vars.color.infoBg};
    color: ${vars.color.info};
  }
  svg {
    width: 12px;
    height: 12px;
    flex: none;
  }
`;

export const FileRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  font-size: ${vars.font.sizeSm};

  svg {
    width: 16px;
    height: 16px;
    flex: none;
    align-self: flex-start;
    margin-top: 2px;
    color: ${vars.color.textMuted};
  }
`;

export const FileText = styled.span`
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** Shrinks to its text and sits at the row's start, so an Arabic name (dir=auto) stays by its icon. */
export const FileName = styled.span`
  align-self: flex-start;
  flex: 0 1 auto;
  max-width: 100%;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${vars.font.weightMedium};
`;

export const FileSize = styled.span`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** The native file input: invisible but focusable, so the keyboard and screen readers use the real control. */
export const FileInput = styled.input`
  ${visuallyHidden}
`;

/** The input's visible face. */
export const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  ${FileInput}:focus-visible + & {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  ${FileInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
    background: ${vars.color.surface};
  }
`;

export const Hint = styled.span`
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

export const ErrorText = styled.p`
  display: flex;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};

  svg {
    width: 16px;
    height: 16px;
    flex: none;
    margin-top: 2px;
  }
`;
