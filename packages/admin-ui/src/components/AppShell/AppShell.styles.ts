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

/** Below this width the sidebar is a drawer (opened by the banner's Menu button), so the page keeps the whole width. */
export const DRAWER_BREAKPOINT = '640px';
const narrow = `(max-width: ${DRAWER_BREAKPOINT})`;

/**
 * The sidebar stays put (sticky, full viewport height) while the page scrolls. Narrow, it is a
 * drawer: out of the page (and of the tab order) until opened, then over the page at the inline start.
 */
export const ShellSidebar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${vars.z.sidebar};
  display: flex;
  flex: none;
  height: 100vh;
  height: 100dvh;

  @media ${narrow} {
    position: fixed;
    inset-block-start: 0;
    inset-inline-start: 0;
    z-index: calc(${vars.z.overlay} + 1);
    max-width: calc(100vw - 48px);
    box-shadow: ${vars.shadow.md};

    &[data-open='false'] {
      display: none;
    }
  }
`;

/** Behind the open drawer: a click on the page closes it. */
export const DrawerBackdrop = styled.div`
  display: none;

  @media ${narrow} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${vars.z.overlay};
    background: rgba(16, 24, 40, 0.4);
  }
`;

const pageInlinePadding = css`
  padding-inline: ${vars.space[6]};

  @media ${narrow} {
    padding-inline: ${vars.space[3]};
  }
`;

/** The banner: the Menu button (narrow only), then the top bar. */
export const ShellHeader = styled.header`
  display: flex;
  align-items: center;

  @media ${narrow} {
    padding-inline-start: ${vars.space[3]};
    border-block-end: 1px solid ${vars.color.border};
  }
`;

/** Opens the sidebar drawer; shown only below DRAWER_BREAKPOINT. */
export const MenuButton = styled.button`
  display: none;

  @media ${narrow} {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${vars.space[2]};
    min-height: 40px;
    margin-block: ${vars.space[1]};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
    cursor: pointer;

    & > svg {
      width: 18px;
      height: 18px;
    }
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
  flex: 1;
  min-width: 0;
  ${pageInlinePadding}
`;

export const ShellMain = styled.main`
  flex: 1;
  ${pageInlinePadding}
  padding-block: ${vars.space[6]};

  @media ${narrow} {
    padding-block: ${vars.space[4]};
  }

  &:focus {
    outline: none;
  }
`;
