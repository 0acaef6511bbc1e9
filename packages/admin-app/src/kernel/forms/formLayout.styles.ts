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

/** Names in a list cell: at most two lines, the rest cut by an ellipsis (all of them read by a screen reader, and on the record's page). */
export const ListCell = styled.span`
  display: -webkit-inline-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  /* On the text's top, not its baseline: a clamped box adds no line of its own to the row. */
  vertical-align: top;
  max-width: 220px;
  white-space: normal;
`;

/**
 * One day in a list cell ("1 Nov 2026", "23 كانون الأول 2026"): never broken inside, in either language; a period
 * stacks as its two days.
 */
export const Day = styled.span`
  white-space: nowrap;
`;
