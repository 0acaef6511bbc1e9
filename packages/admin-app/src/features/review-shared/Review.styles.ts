import { vars } from '@admin-console/admin-ui';
import styled from 'styled-components';

/** The review screens' layout: stacked sections, documents as a responsive grid of cards. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding-block-end: ${vars.space[5]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space[4]};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

/** A case waiting past the limit: bold, in the warning colour, with a clock icon (never colour alone). */
export const Overdue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.danger};
  font-weight: ${vars.font.weightBold};

  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

/** Read by screen readers, not shown. */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Shown from 640 px up: what serves a keyboard (the Shortcuts button) and would crowd the pinned action
 * bar on a phone, where there is no keyboard to use it with. "?" still opens the list at any width.
 */
export const WideOnly = styled.span`
  display: contents;

  @media (max-width: 639.98px) {
    display: none;
  }
`;
