import { css } from './styled';
import { vars } from '../theme/tokens';

/**
 * An input's placeholder, muted. While it shows, a `dir="auto"` input takes the page's direction: empty, it would be
 * left to right, and an Arabic placeholder would start at the left and lose its first word in a narrow field. Typed
 * text still sets its own direction (an email typed in the Arabic interface runs left to right).
 */
export const placeholder = css`
  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &[dir='auto']:placeholder-shown {
    direction: inherit;
  }
`;
