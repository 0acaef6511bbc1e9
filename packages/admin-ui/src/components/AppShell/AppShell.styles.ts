import { css } from 'styled-components';
import styled from '../../utils/styled';
import { vars } from '../../theme';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const ShellRoot = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.bg};
`;

/** Hidden until focused, then shown above everything at the top corner. */
export const SkipLink = styled.a`
  &:not(:focus) {
    ${visuallyHidden}
  }
  &:focus {
    position: fixed;
    inset-block-start: ${vars.space[2]};
    inset-inline-start: ${vars.space[2]};
    z-index: calc(${vars.z.loadingBar} + 1);
    padding: ${vars.space[2]} ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.primary};
    font-weight: ${vars.font.weightMedium};
    box-shadow: ${vars.shadow.md};
  }
`;

export const ShellRow = styled.div`
  display: flex;
  align-items: stretch;
  min-height: inherit;
`;

/** The sidebar stays put (sticky, full viewport height) while the page scrolls. */
export const ShellSidebar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sidebar};
  display: flex;
  flex: none;
  height: 100vh;
  height: 100dvh;
`;

const pageInlinePadding = css`
  padding-inline: ${vars.space[6]};

  @media (max-width: 640px) {
    padding-inline: ${vars.space[3]};
  }
`;

/** Everything beside the sidebar: the top bar, then the page. */
export const ShellColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  /* Wide content (tables) scrolls inside the page instead of pushing the layout wider. */
  min-width: 0;
`;

/**
 * Lines the top bar's content up with the page. Inline padding only: a fixed LoadingBar in it
 * takes no room, so showing it shifts nothing.
 */
export const TopBarSlot = styled.div`
  ${pageInlinePadding}
`;

export const ShellMain = styled.main`
  flex: 1;
  ${pageInlinePadding}
  padding-block: ${vars.space[6]};

  @media (max-width: 640px) {
    padding-block: ${vars.space[4]};
  }

  &:focus {
    outline: none;
  }
`;
