import styled, { css, keyframes } from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const SIDEBAR_WIDTH = '160px';
export const SIDEBAR_COLLAPSED_WIDTH = '70px';

/** Light-on-dark focus ring: the theme's blue ring is too faint on the dark sidebar. */
const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${vars.color.sidebarText};
    outline-offset: -2px;
  }
`;

/** Shared by links and the logout button: one row, icon then label. */
const itemBase = css`
  display: flex;
  align-items: center;
  gap: 6px;
  width: 100%;
  min-height: 40px;
  /* 160px is tight: 4 + 6 + 20 (icon) + 6 + label + 6 + 4 leaves the label 114px, enough for the
     console's two-word labels ("KYC Verification", "Discount Groups") to stay on one line at the
     label's 13px, the current page's included. */
  padding: ${vars.space[2]} 6px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.sidebarText};
  font: inherit;
  line-height: ${vars.font.lineHeightTight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  ${focusRing}

  [data-collapsed='true'] & {
    justify-content: center;
    padding-inline: 0;
  }
`;

export const SidebarNav = styled.nav`
  display: flex;
  flex: none;
  flex-direction: column;
  width: ${SIDEBAR_WIDTH};
  height: 100%;
  overflow: hidden;
  background: ${vars.color.sidebarBg};
  color: ${vars.color.sidebarText};
  font-size: ${vars.font.sizeMd};
  transition: width ${vars.motion.durationBase} ${vars.motion.easing};

  &[data-collapsed='true'] {
    width: ${SIDEBAR_COLLAPSED_WIDTH};
  }
  /* In AppShell's drawer: room for a footer's controls and whole link names, the page still showing beside it. */
  &[data-drawer] {
    width: 272px;
  }
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[1]};
  min-height: 56px;
  padding: ${vars.space[2]};
  padding-inline-start: ${vars.space[3]};

  [data-collapsed='true'] & {
    justify-content: center;
    padding-inline: ${vars.space[2]};
  }
`;

export const Brand = styled.div`
  min-width: 0;
  overflow: hidden;
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const ToggleButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.sidebarText};
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  ${focusRing}
  & > svg {
    width: 18px;
    height: 18px;
    transition: transform ${vars.motion.durationBase} ${vars.motion.easing};
  }
  [data-collapsed='true'] & > svg {
    transform: rotate(180deg);
  }
  &:dir(rtl) > svg {
    transform: scaleX(-1);
  }
  [data-collapsed='true'] &:dir(rtl) > svg {
    transform: scaleX(-1) rotate(180deg);
  }
`;

export const LinkList = styled.ul`
  flex: 1;
  /* Let the list shrink and scroll when the viewport is short, keeping Logout in view. */
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: ${vars.space[1]} 4px;
  overflow-x: hidden;
  overflow-y: auto;
  list-style: none;

  & > li > a {
    ${itemBase}
    position: relative;
  }
  & > li > a[aria-current='page'] {
    background: ${vars.color.sidebarActiveBg};
    color: ${vars.color.textInverse};
    /* Medium, not bold: a bold two-word label would not fit on one line. The background and the
       bar below already mark the current page. */
    font-weight: ${vars.font.weightMedium};
  }
  /* The current page is also marked by a bar at the inline start: not by colour alone. */
  & > li > a[aria-current='page']::before {
    content: '';
    position: absolute;
    inset-block: 8px;
    inset-inline-start: 0;
    width: 3px;
    border-radius: ${vars.radius.pill};
    background: currentColor;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 24px;

  & > svg {
    width: 20px;
    height: 20px;
  }
  /* Directional icons (logout arrow) point the other way right to left. */
  &[data-mirror='true']:dir(rtl) > svg {
    transform: scaleX(-1);
  }
`;

/** The label's initials, standing in for a missing icon while collapsed. */
export const Initials = styled.span`
  display: none;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 28px;
  padding: 0 ${vars.space[1]};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightBold};
  letter-spacing: 0.02em;

  [data-collapsed='true'] & {
    display: inline-flex;
  }
`;

export const ItemLabel = styled.span`
  min-width: 0;
  font-size: ${vars.font.sizeSm};
  overflow-wrap: break-word;

  [data-collapsed='true'] & {
    ${visuallyHidden}
  }
  /* Collapsed, the label shows beside the sidebar while its link or button is hovered or has keyboard
     focus: a tooltip a keyboard user sees too (a title attribute shows on mouse hover only). Fixed
     without a block offset, it stays level with its item (its static position) and is not clipped
     by the sidebar's overflow. */
  [data-collapsed='true'] :is(a, button):is(:hover, :focus-visible) > & {
    position: fixed !important;
    inset-inline-start: calc(${SIDEBAR_COLLAPSED_WIDTH} + 4px);
    z-index: calc(${vars.z.sidebar} + 1);
    width: auto;
    height: auto;
    margin: 0;
    padding: ${vars.space[1]} ${vars.space[2]};
    overflow: visible;
    clip: auto;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.sidebarBg};
    color: ${vars.color.sidebarText};
    font-size: ${vars.font.sizeSm};
    font-weight: ${vars.font.weightMedium};
    box-shadow: ${vars.shadow.md};
    pointer-events: none;
  }
`;

export const SidebarFooter = styled.div`
  padding: ${vars.space[2]} 4px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
`;

/** The caller's `footer`, above Logout: its controls stacked, as wide as the sidebar. */
export const FooterSlot = styled.div`
  display: grid;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[2]} ${vars.space[3]};
`;

export const LogoutButton = styled.button`
  ${itemBase}

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
`;
