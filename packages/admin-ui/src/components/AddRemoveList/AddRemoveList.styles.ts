import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** The menu and its "+" button on one line. */
export const AddRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** Icon buttons, square: "+" 36 px, "−" 28 px (their names say what they do). */
export const IconButtonSlot = styled.span`
  display: contents;

  & > button {
    flex: none;
    width: 36px;
    padding: 0;
  }
  & > [data-size='sm'] {
    width: 28px;
    padding: 0;
  }
  & svg {
    width: 14px;
    height: 14px;
  }
`;

export const ChosenList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  & > li {
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 40px;
    padding: ${vars.space[1]};
    padding-inline-start: ${vars.space[3]};
  }
  & > li + li {
    border-top: 1px solid ${vars.color.border};
  }
  & > li > span {
    flex: 1;
    line-height: ${vars.font.lineHeightTight};
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;
