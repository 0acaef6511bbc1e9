import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

/** The review's sections, one above the other; the sticky action bar comes last. */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;
