import styled, { css } from './styled';
import { vars } from '../theme/tokens';

/** A borderless fieldset that lays out its legend and controls in a column (DateRangePicker, ToggleGroup). */
export const FieldsetRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  /* fullWidth={false}: as wide as its content. */
  &[data-full-width='false'] {
    width: fit-content;
    max-width: 100%;
  }
`;

export const FieldsetLegend = styled.legend`
  margin-bottom: ${vars.space[2]};
  padding: 0;
  font-weight: ${vars.font.weightMedium};
  line-height: ${vars.font.lineHeightTight};
  overflow-wrap: anywhere;
`;

/** The drawn check box of pickers (a tick, so selection is a shape, not only a colour). */
export const checkBox = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.primaryText};
`;

/** The tick inside `checkBox`: hidden until its row is selected. */
export const checkBoxGlyph = css`
  width: 12px;
  height: 12px;
  visibility: hidden;
`;
