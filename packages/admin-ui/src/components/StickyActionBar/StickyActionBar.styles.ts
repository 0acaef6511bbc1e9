import styled from '../../utils/styled';
import { vars } from '../../theme/tokens';
import { visuallyHidden } from '../../utils/visuallyHidden';

export const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${vars.z.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08);

  /* A phone, or a window zoomed to 200 % and more: a compact bar, the page keeps the most of the screen. */
  @media (max-width: 639.98px) {
    gap: ${vars.space[2]};
    padding: ${vars.space[2]} ${vars.space[3]};
  }
`;

export const Message = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
  overflow-wrap: anywhere;

  /* No message: no line of its own, but still there for the next one to be announced. */
  &:empty {
    ${visuallyHidden}
  }
  /* Narrow, when the page shows it elsewhere too: read, not shown (hideMessageWhenNarrow). */
  @media (max-width: 639.98px) {
    &[data-narrow='hidden'] {
      ${visuallyHidden}
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-inline-start: auto;

  /* Narrow: the actions take the bar's width (a row of them fills it evenly, see the review bar). */
  @media (max-width: 639.98px) {
    flex: 1 1 100%;
    justify-content: flex-end;
    margin-inline-start: 0;
  }
`;
