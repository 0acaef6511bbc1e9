import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

export const LoginMain = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[5]} ${vars.space[4]};
`;

export const LoginPanel = styled.div`
  width: 100%;
  max-width: 400px;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]} ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.md};
`;

export const Brand = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${vars.font.sizeXl};
  line-height: ${vars.font.lineHeightTight};
  font-weight: ${vars.font.weightBold};
`;

/** The box of the form's outcome, inside an always-present role="alert" region (so it is announced). */
export const Message = styled.p`
  margin: 0;
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerBg};
  color: ${vars.color.danger};
  font-weight: ${vars.font.weightMedium};

  svg {
    flex: none;
    width: 18px;
    height: 18px;
    margin-block-start: 2px;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const HelpRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const Help = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoBg};
  color: ${vars.color.info};
  font-size: ${vars.font.sizeSm};

  &[hidden] {
    display: none;
  }
`;

export const DemoBox = styled.section`
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-size: ${vars.font.sizeSm};

  h2 {
    margin: 0 0 ${vars.space[2]};
    font-size: ${vars.font.sizeMd};
  }

  p {
    margin: 0 0 ${vars.space[2]};
    color: ${vars.color.textMuted};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[2]};
  }

  code {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.font.sizeSm};
  }
`;

/** Always rendered (an alert region must exist before its text arrives); takes no room while empty. */
export const AlertRegion = styled.div`
  &:empty {
    margin-block-start: calc(-1 * ${vars.space[4]});
  }
`;
