import { vars } from '../../theme';
import styled from '../../utils/styled';

export const Kbd = styled.kbd`
  display: inline-block;
  min-width: 1.6em;
  padding: 1px ${vars.space[1]};
  border: 1px solid ${vars.color.borderStrong};
  border-bottom-width: 2px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeXs};
  line-height: 1.5;
  text-align: center;
  /* A key is named as it is printed on the key, in any language: left to right, isolated from the text around it.
     In an Arabic (right-to-left) page, an isolated "]" inherited the page's direction and was drawn mirrored, as "[". */
  direction: ltr;
  unicode-bidi: isolate;
`;

export const ShortcutList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
`;

/** One shortcut: its keys and its action, each a cell of the list's two columns. */
export const ShortcutRow = styled.div`
  display: contents;
  dt,
  dd {
    margin: 0;
  }
  dd {
    color: ${vars.color.text};
  }
`;

export const Keys = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const Or = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeXs};
`;
