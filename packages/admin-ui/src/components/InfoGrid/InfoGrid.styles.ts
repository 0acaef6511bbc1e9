import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.text};
`;

export const Toggle = styled.div`
  display: inline-flex;
  margin-inline-start: auto;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  overflow: hidden;

  & > button {
    min-height: 28px;
    padding: 0 ${vars.space[3]};
    border: 0;
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.font.sizeSm};
    cursor: pointer;
  }
  & > button + button {
    border-inline-start: 1px solid ${vars.color.borderStrong};
  }
  & > button:hover {
    background: ${vars.color.surfaceMuted};
  }
  /* pressed: filled and bold, not colour alone */
  & > button[aria-pressed='true'] {
    background: ${vars.color.primary};
    color: ${vars.color.primaryText};
    font-weight: ${vars.font.weightBold};
  }
  & > button:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -4px;
  }
  & > button[aria-pressed='true']:focus-visible {
    outline-color: ${vars.color.primaryText};
  }
`;

export const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${vars.space[4]} ${vars.space[5]};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  & > div {
    min-width: 0;
  }
  & dt {
    margin-bottom: ${vars.space[1]};
    font-size: ${vars.font.sizeSm};
    color: ${vars.color.textMuted};
  }
  & dd {
    margin: 0;
    color: ${vars.color.text};
    font-weight: ${vars.font.weightMedium};
    overflow-wrap: anywhere;
  }
`;

export const RowHeader = styled.th`
  width: 35%;
  color: ${vars.color.textMuted};
  font-weight: ${vars.font.weightRegular};
`;

export const Value = styled.td`
  font-weight: ${vars.font.weightMedium};
  overflow-wrap: anywhere;
`;
