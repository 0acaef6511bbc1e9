import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';

export const HeaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin-bottom: ${vars.space[4]};
`;

export const BackRow = styled.div`
  & > a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
    min-height: 24px;
    color: ${vars.color.primary};
    font-weight: ${vars.font.weightMedium};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }
  & > a:hover {
    text-decoration: underline;
  }
  & svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
  & svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** Title block and actions share a row and wrap onto two when the width runs out. */
export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]} ${vars.space[4]};
`;

export const TitleGroup = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

export const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXxl};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  color: ${vars.color.text};
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
`;

export const Description = styled.div`
  margin-top: ${vars.space[1]};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
