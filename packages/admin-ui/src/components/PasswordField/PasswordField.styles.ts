import styled from '../../utils/styled';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const ToggleText = styled.span`
  ${visuallyHidden}
`;
