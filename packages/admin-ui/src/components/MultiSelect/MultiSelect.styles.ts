import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { bareInput, fieldBoxLook } from '../../internal/field/fieldBoxLook.styles';
import { checkBox, checkBoxGlyph } from '../../utils/formParts.styles';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** Box and list: the list opens under the box, over what follows. */
export const SelectAnchor = styled.div`
  position: relative;
`;

/** The box: chips, then the text input, wrapping onto more lines as chips are added. */
export const SelectControl = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 3px ${vars.space[2]};
  padding-inline-end: 28px;
  position: relative;
  cursor: text;
  ${fieldBoxLook}
  &:has(> input:focus-visible) {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  /* The chevron: decorative, points down, up when open. */
  & > svg {
    position: absolute;
    inset-inline-end: ${vars.space[2]};
    top: 50%;
    width: 14px;
    height: 14px;
    translate: 0 -50%;
    color: ${vars.color.textMuted};
    pointer-events: none;
    transition: rotate ${vars.motion.durationFast} ${vars.motion.easing};
  }
  &[data-open='true'] > svg {
    rotate: 180deg;
  }
`;

export const ChipList = styled.ul`
  display: contents;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  min-height: 28px;
  padding-inline: ${vars.space[2]} 2px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.neutralBg};
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};

  & > bdi {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** 24 px: the WCAG 2.2 minimum target size. */
export const ChipRemove = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.border};
    color: ${vars.color.text};
  }
  &:disabled {
    cursor: not-allowed;
  }
  & > svg {
    width: 12px;
    height: 12px;
  }
`;

export const SelectInput = styled.input`
  flex: 1 0 8ch;
  min-width: 8ch;
  min-height: 28px;
  padding: 0 ${vars.space[1]};
  ${bareInput}
  &:disabled {
    cursor: not-allowed;
  }
`;

export const Popup = styled.div`
  position: absolute;
  inset-inline: 0;
  top: calc(100% + ${vars.space[1]});
  z-index: ${vars.z.overlay};
  overflow: hidden;
  background: ${vars.color.surfaceRaised};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};

  &[hidden] {
    display: none;
  }
`;

/** The listbox scrolls itself (the arrows keep the highlighted option in view). */
export const OptionList = styled.ul`
  max-height: 264px;
  overflow-y: auto;
  overscroll-behavior: contain;
  margin: 0;
  padding: ${vars.space[1]} 0;
  list-style: none;

  &:empty {
    display: none;
  }
  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 36px;
    padding: ${vars.space[1]} ${vars.space[3]};
    line-height: ${vars.font.lineHeightTight};
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  & > li:hover {
    background: ${vars.color.surfaceMuted};
  }
  /* The option aria-activedescendant points at: a ring, as keyboard focus would show. */
  & > li[data-active='true'] {
    background: ${vars.color.surfaceMuted};
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  & > li[aria-selected='true'] {
    font-weight: ${vars.font.weightMedium};
  }

  /* A ticked box when selected: never colour alone. */
  & [data-part='check'] {
    ${checkBox}
  }
  & [data-part='check'] > svg {
    ${checkBoxGlyph}
  }
  & [aria-selected='true'] > [data-part='check'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
  & [aria-selected='true'] > [data-part='check'] > svg {
    visibility: visible;
  }
`;

export const NoOptions = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.color.textMuted};
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;
