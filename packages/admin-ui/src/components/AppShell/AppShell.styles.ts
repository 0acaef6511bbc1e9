import styled, { css } from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

/** Below this width the sidebar is a drawer (opened by the banner's Menu button), so the page keeps the whole width. */
export const DRAWER_BREAKPOINT = '640px';
const narrow = `(max-width: ${DRAWER_BREAKPOINT})`;

/**
 * The banner, the navigation and the page, in that (reading and tab) order; laid out as a grid
 * with the sidebar at the inline start, beside the banner and the page.
 */
export const ShellRoot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'sidebar banner'
    'sidebar main';
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.bg};

  @media ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'banner'
      'main';
  }
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

/**
 * The sidebar stays put (sticky, full viewport height) while the page scrolls. Narrow, it is a
 * drawer: out of the page (and of the tab order) until opened, then over the page at the inline start.
 */
export const ShellSidebar = styled.div`
  grid-area: sidebar;
  align-self: start;
  position: sticky;
  top: 0;
  z-index: ${vars.z.sidebar};
  display: flex;
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
    background: ${vars.color.overlay};
  }
`;

const pageInlinePadding = css`
  padding-inline: ${vars.space[6]};

  @media ${narrow} {
    padding-inline: ${vars.space[3]};
  }
`;

/** The banner: the skip link, the Menu button (narrow only), then the top bar. */
export const ShellHeader = styled.header`
  grid-area: banner;
  display: flex;
  align-items: center;
  min-width: 0;

  @media ${narrow} {
    padding-inline-start: ${vars.space[3]};
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
  grid-area: main;
  /* Wide content (tables) scrolls inside the page instead of pushing the layout wider. */
  min-width: 0;
  ${pageInlinePadding}
  padding-block: ${vars.space[5]};

  @media ${narrow} {
    padding-block: ${vars.space[4]};
  }

  &:focus {
    outline: none;
  }
`;
