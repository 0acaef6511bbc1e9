import { vars } from '@admin-console/admin-ui';
import styled, { css } from 'styled-components';

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

/** Kept for screen readers, not shown. */
const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Read by screen readers, not shown. */
export const Hidden = styled.span`
  ${hidden}
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

/**
 * The case steps of a review's action bar ("Open the next case", Previous case, Next case, Shortcuts), kept apart
 * from the decisions that follow them (Reject, Approve): a line between them on a wide screen; below 640 px (a phone,
 * or a window zoomed to 200 % and more) a row of their own above the decisions, the case steps as arrows (their
 * words stay their names), and the two decisions sharing the row below, so the pinned bar is two short rows
 * (docs/product.md#review-action-bar).
 */
export const CaseSteps = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};

  @media (min-width: 640px) {
    padding-inline-end: ${vars.space[4]};
    margin-inline-end: ${vars.space[2]};
    border-inline-end: 1px solid ${vars.color.border};
  }

  @media (max-width: 639.98px) {
    flex: 1 1 100%;
    flex-wrap: nowrap;
    gap: ${vars.space[2]};

    /* The switch takes what the arrows leave. */
    & > :first-child {
      flex: 1 1 auto;
      min-width: 0;
    }
    /* The decisions share their row: "Reject account" and "Approve account" fit side by side at 320 px. */
    & ~ button {
      flex: 1 1 0;
      padding-inline: ${vars.space[2]};
    }
  }
`;

/** The words of a case step: shown from 640 px up, said (not shown) below, where its arrow stands for it. */
export const StepWords = styled.span`
  @media (max-width: 639.98px) {
    ${hidden}
  }
`;

/** A case step's arrow, shown below 640 px only; it points to the start side for Previous, the end side for Next. */
export const StepArrow = styled.svg`
  display: none;
  width: 16px;
  height: 16px;
  flex: none;

  @media (max-width: 639.98px) {
    display: block;
  }
  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** A short value shown whole in a cell that cuts long ones (a mobile number under a cut email): it never shrinks. */
export const Whole = styled.span`
  display: inline-block;
  white-space: nowrap;
`;
