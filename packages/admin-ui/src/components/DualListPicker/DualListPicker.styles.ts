import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { checkBox, checkBoxGlyph } from '../../utils/formParts.styles';
import { placeholder } from '../../utils/placeholder.styles';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** Two lists and a column of buttons; one column when the container is narrow (container query). */
export const PickerRoot = styled.div`
  container-type: inline-size;
  min-width: 0;

  &[data-disabled='true'] {
    cursor: not-allowed;
  }
`;

export const PickerGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  gap: ${vars.space[3]};
  align-items: start;

  @container (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Pane = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const PaneHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
  flex-wrap: wrap;
`;

export const PaneTitle = styled.span`
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const PaneCount = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const FilterInput = styled.input`
  width: 100%;
  min-height: 36px;
  margin: 0;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;

  ${placeholder}
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** The scrolling listbox. Only the rows in view are in the DOM (windowing), positioned absolutely. */
export const ListBox = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  user-select: none;

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  &[aria-disabled='true'] {
    background: ${vars.color.surfaceMuted};
    border-color: ${vars.color.border};
    color: ${vars.color.textMuted};
  }
`;

/**
 * The rows. Plain elements styled from here (by role and data-part), not one styled component
 * each: a scrolled window re-renders dozens of rows, and plain elements render cheapest.
 */
export const Rows = styled.div`
  position: relative;

  & > [role='option'] {
    position: absolute;
    inset-inline: 0;
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    padding: 0 ${vars.space[3]};
    cursor: pointer;
  }
  & > [role='option']:hover {
    background: ${vars.color.surfaceMuted};
  }
  & > [aria-selected='true'],
  & > [aria-selected='true']:hover {
    background: ${vars.color.primarySubtle};
  }
  /* The keyboard position: a ring inside the row, shown while the list has focus. */
  [role='listbox']:focus & > [data-active='true'] {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  [aria-disabled='true'] & > [role='option'] {
    cursor: not-allowed;
    background: transparent;
  }

  /* A check box drawn in the row: selection is a shape (tick), not only a colour. */
  & [data-part='check'] {
    ${checkBox}
  }
  & [data-part='check'] > svg {
    ${checkBoxGlyph}
  }
  & [aria-selected='true'] > [data-part='check'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  & [aria-selected='true'] > [data-part='check'] > svg {
    visibility: visible;
  }
  & [data-part='text'] {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: ${vars.font.lineHeightTight};
  }
  & [data-part='label'],
  & [data-part='description'] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & [data-part='description'] {
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

/** "No users selected" / "No matches": over the empty list, centred. */
export const ListEmpty = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  text-align: center;
  pointer-events: none;
`;

export const ListFrame = styled.div`
  position: relative;
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[2]};
  /* Aligns the buttons with the lists, below the titles and filter boxes. */
  padding-top: calc(${vars.space[2]} * 2 + 36px + 1.25em);

  & > button {
    justify-content: flex-start;
    white-space: normal;
    text-align: start;
  }
  /* Arrows point the way the users travel, also right to left. */
  & svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
  & svg[data-back='true'] {
    rotate: 180deg;
  }
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }

  @container (max-width: 560px) {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    padding-top: 0;

    /* Stacked lists: Available above Selected, so "add" points down whatever the direction. */
    & svg,
    &:dir(rtl) svg {
      transform: rotate(90deg);
    }
  }
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;
