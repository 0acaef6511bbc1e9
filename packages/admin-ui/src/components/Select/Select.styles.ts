import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Field = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 100%;

  &[data-label-position='start'] {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    column-gap: ${vars.space[2]};
  }
  &[data-label-position='start'] > p {
    flex-basis: 100%;
  }
  &[data-full-width='true'] {
    display: flex;
    width: 100%;
  }
  /* The error line while empty: a live region that takes no room in either layout. */
  & > p:empty {
    position: absolute;
  }
`;

/** The label and the required mark on one line. */
export const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

export const Label = styled.label`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${vars.color.text};

  &[data-hidden='true'] {
    ${visuallyHidden}
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;
