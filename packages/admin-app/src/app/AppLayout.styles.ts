import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

/**
 * The strip above the page: who is signed in, the language and the theme (the loading bar beside it takes no room).
 * On a phone (AppLayout) the switches are in the drawer, and the strip keeps one row beside the Menu button. A
 * switch's label never wraps ("حسب النظام").
 */
export const UserBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding-block: ${vars.space[2]};
  border-block-end: 1px solid ${vars.color.border};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  strong {
    color: ${vars.color.text};
    font-weight: ${vars.font.weightMedium};
  }
  button {
    white-space: nowrap;
  }

  /* A phone's banner: the name only; "Signed in as" is still read to a screen reader. */
  @media (max-width: 640px) {
    [data-narrow='hidden'] {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
