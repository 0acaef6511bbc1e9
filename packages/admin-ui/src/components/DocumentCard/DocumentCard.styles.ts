import { vars } from '../../theme/tokens';
import styled from '../../utils/styled';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};

  /* A PDF shown in the card takes the whole row of a grid of cards. */
  &[data-wide='true'] {
    grid-column: 1 / -1;
  }
`;

/**
 * A PDF in the page: tall enough to read a page, the browser's own viewer inside. Never taller than the screen leaves
 * above a pinned action bar (StickyActionBar's `--admin-sticky-bar-height`), so focused it is seen whole, not under
 * the bar, at 200 % zoom too (WCAG 2.4.11); focused, or with focus in the viewer itself, it wears the focus ring.
 */
export const PdfFrame = styled.div`
  height: min(70vh, 640px, calc(100vh - var(--admin-sticky-bar-height, 0px) - ${vars.space[5]}));
  min-height: 160px;
  scroll-margin-block: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  overflow: hidden;

  &:focus-visible,
  &:focus-within {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  object {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
  object > span {
    display: block;
    padding: ${vars.space[3]};
    white-space: normal;
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  font-weight: ${vars.font.weightBold};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

export const Thumb = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  cursor: zoom-in;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:hover [data-thumb-hint],
  &:focus-visible [data-thumb-hint] {
    opacity: 1;
  }
`;

export const ThumbHint = styled.span`
  position: absolute;
  inset-inline-end: ${vars.space[2]};
  bottom: ${vars.space[2]};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: rgba(15, 23, 42, 0.8);
  color: #ffffff;
  font-size: ${vars.font.sizeXs};
  font-weight: ${vars.font.weightMedium};
  opacity: 0.85;
  transition: opacity ${vars.motion.durationFast} ${vars.motion.easing};

  svg {
    width: 12px;
    height: 12px;
  }
`;

export const FileBlock = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  & > svg {
    width: 28px;
    height: 28px;
    flex: none;
    color: ${vars.color.textMuted};
  }
`;

export const FileText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

/** Shrinks to its text at the start edge, so an Arabic name (dir=auto) lines up with the rest. */
export const FileName = styled.span`
  align-self: flex-start;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

export const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  width: fit-content;
  color: ${vars.color.primary};
  font-weight: ${vars.font.weightMedium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    color: ${vars.color.primaryHover};
  }
  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

export const Unavailable = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};

  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;
