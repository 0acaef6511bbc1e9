import styled from '../../utils/styled';
import { vars } from '../../theme';

export const Scroll = styled.div`
  overflow: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.sizeMd};
  line-height: ${vars.font.lineHeight};

  th,
  td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${vars.color.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceMuted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child > * {
    border-bottom: none;
  }
`;

export const Caption = styled.caption`
  padding: ${vars.space[2]} ${vars.space[3]};
  text-align: start;
  font-weight: 600;

  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Value = styled.span`
  font-variant-numeric: tabular-nums;
  &[data-side='before'] {
    color: ${vars.color.textMuted};
    text-decoration: line-through;
  }
  &[data-side='after'] {
    font-weight: 600;
  }
`;

export const Arrow = styled.span`
  margin-inline-end: ${vars.space[2]};
  color: ${vars.color.textMuted};
  [dir='rtl'] & {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

export const Change = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
