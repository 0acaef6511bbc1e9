import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { FieldErrorMessage } from '../../internal/field';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const RangeFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
`;

export const RangeField = styled.div`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  gap: ${vars.space[1]};
  position: relative;
  min-width: 0;
  max-width: 240px;
`;

export const RangeLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.sizeSm};
  line-height: ${vars.font.lineHeightTight};
`;

/** The browser's date picker behind the calendar button: out of sight at the field's bottom corner, where it opens. */
export const NativeDate = styled.input`
  ${visuallyHidden}
`;

/** The shared error line, in the fieldset's wider gap: empty, it takes no space. */
export const RangeError = styled(FieldErrorMessage)`
  &:empty {
    margin-top: calc(-1 * ${vars.space[2]});
  }
`;
