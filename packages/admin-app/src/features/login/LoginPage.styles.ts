import { InlineAlert, vars } from '@admin-console/admin-ui';
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
  /* Two even lines in the narrow card, never one word left alone on the second. */
  text-wrap: balance;
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

  /* The ghost button's text lines up with the fields: its inline padding hangs outside the edge. */
  & > button:first-child {
    margin-inline-start: calc(-1 * ${vars.space[3]});
  }

  /* the help box spans the form's width */
  & > :last-child {
    align-self: stretch;
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

/** The form's outcome. Its alert region is always mounted; while empty it takes no room in the panel's gap. */
export const FormAlert = styled(InlineAlert)`
  &:empty {
    margin-block-start: calc(-1 * ${vars.space[4]});
  }
`;
