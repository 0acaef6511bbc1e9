import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

/** Layout of the discount and promotion-group forms (shared by both areas' screens). */
export const FormRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: 960px;
`;

export const FormSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[5]};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  & > h2 {
    margin: 0;
    font-size: ${vars.font.sizeLg};
    font-weight: ${vars.font.weightBold};
  }
`;

/** Two columns on a wide screen, one on a narrow one. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

/** A quiet line under a field. */
export const FieldNote = styled.p`
  margin: calc(-1 * ${vars.space[2]}) 0 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const OptionsProblem = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  align-items: center;
`;

export const ListCell = styled.span`
  display: inline-block;
  max-width: 220px;
  white-space: normal;
`;

/**
 * One day in a list cell ("1 Nov 2026"): never broken across lines in English. Arabic month names are
 * long ("23 كانون الأول 2026"): there a day may break between its words, so that a period leaves a
 * 1280-px list its room without sideways scrolling.
 */
export const Day = styled.span`
  white-space: nowrap;
  &:lang(ar) {
    white-space: normal;
  }
`;
