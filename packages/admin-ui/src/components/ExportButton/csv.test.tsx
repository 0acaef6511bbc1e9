import { describe, expect, it } from 'vitest';
import { csvCell, nodeText, toCsv } from '../../internal/csv';
import { dataTableCsv } from '../DataTable';
import { editableTableCsv } from '../EditableTable/csv';
import { StatusBadge } from '../StatusBadge';
import { DateText } from '../DateText/DateText';
import { CellStack } from '../DataTable/CellStack';

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const text = toCsv([
      ['Name', 'Status'],
      ['Ahmad', 'Pending'],
    ]);
    expect(text).toBe('\uFEFFName,Status\r\nAhmad,Pending\r\n');
    expect(toCsv([['a']], { bom: false })).toBe('a\r\n');
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('Transfers, local')).toBe('"Transfers, local"');
    expect(csvCell('the "Staff" group')).toBe('"the ""Staff"" group"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it("prefixes ' to a cell a spreadsheet would run as a formula, and quotes plain numbers and phone numbers instead", () => {
    expect(csvCell('=HYPERLINK("http://x.test","y")')).toBe('"\'=HYPERLINK(""http://x.test"",""y"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe('"\'\rcmd"');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+962-79-123')).toBe("'+962-79-123");
    expect(csvCell('+962 79  123')).toBe("'+962 79  123");
    expect(csvCell('+1 (555) 0100')).toBe("'+1 (555) 0100");
    expect(csvCell('-1e3')).toBe("'-1e3");
    expect(csvCell('a=b')).toBe('a=b');
    // Plainly a number or a phone number: no apostrophe (it would become part of the value), quoted.
    expect(csvCell('+962 79 123 4567')).toBe('"+962 79 123 4567"');
    expect(csvCell('+962791234567')).toBe('"+962791234567"');
    expect(csvCell('-12.5')).toBe('"-12.5"');
    expect(csvCell('-.5')).toBe('"-.5"');
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell('962791234567')).toBe('962791234567');
  });

  it('keeps Arabic text as it is (the BOM lets Excel read it)', () => {
    const text = toCsv([['الاسم'], ['سارة الخطيب، عمّان']]);
    expect(text).toBe('\uFEFFالاسم\r\nسارة الخطيب، عمّان\r\n');
    // The bytes written are UTF-8, BOM first.
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('nodeText, dataTableCsv, editableTableCsv', () => {
  it('reads the text a node shows: a badge by its label, a list by its children', () => {
    expect(nodeText(<StatusBadge tone="warning">Pending</StatusBadge>)).toBe('Pending');
    expect(
      nodeText(
        <span>
          {['Staff', 'VIP'].map((n, i) => (
            <bdi key={n}>{i > 0 ? `, ${n}` : n}</bdi>
          ))}
        </span>,
      ),
    ).toBe('Staff, VIP');
    expect(nodeText([null, false, 3, ' d'])).toBe('3 d');
  });

  it('reads a DateText as the date it shows and a CellStack as its two lines (their props, not their children)', () => {
    expect(nodeText(<DateText value="2026-01-20T05:00:00Z" show="dateTime" timeZone="UTC" />)).toBe('20 Jan 2026, 05:00');
    expect(nodeText(<DateText value="not a date" placeholder="N/A" />)).toBe('N/A');
    expect(nodeText(<CellStack primary="رنا منصور" secondary={<b>rania@mail.example</b>} />)).toBe('رنا منصور\nrania@mail.example');
    expect(nodeText(<CellStack primary="Omar" />)).toBe('Omar');
  });

  it('exports DataTable rows with the titles and cells the table shows', () => {
    interface Row {
      id: number;
      name: string;
      status: string;
    }
    const text = dataTableCsv<Row>(
      [
        { key: 'id', title: 'ID' },
        { key: 'name', title: 'Name' },
        { key: 'status', title: 'Status', render: (r) => <StatusBadge tone="success">{r.status.toUpperCase()}</StatusBadge> },
        { key: 'x', title: 'Custom', textTitle: 'Custom title', render: (r) => <b>{r.id}</b>, text: (r) => `#${r.id}` },
      ],
      [{ id: 7, name: 'سارة', status: 'ok' }],
    );
    expect(text).toBe('\uFEFFID,Name,Status,Custom title\r\n7,سارة,OK,#7\r\n');
  });

  it('exports EditableTable rows with group titles and rendered cells, without link columns', () => {
    const text = editableTableCsv(
      [
        { key: 'id', title: 'id' },
        { key: 'fee', title: 'fee', render: (row) => row.fee.name },
        { key: 'p', title: 'Payer' },
        { key: 'open', title: 'Open', link: { to: (r) => `/x/${r.id}`, text: 'View' } },
      ],
      [{ id: 1, fee: { name: '=cmd' }, p: 12.5, open: null }],
      {
        groups: [
          { title: '', colSpan: 2 },
          { title: 'Percentages', colSpan: 1 },
        ],
      },
    );
    expect(text).toBe("\uFEFFid,fee,Percentages Payer\r\n1,'=cmd,12.5\r\n");
  });

  it("prefixes a grouped column's title with its group's only when the title does not already begin with it", () => {
    const number = (key: string, title: string) => ({ key, title, type: 'number' as const });
    const text = editableTableCsv(
      [
        number('id', 'ID'),
        number('payer_percentage', 'Payer %'),
        number('payer_minimum', 'Payer minimum'),
        number('payee_percentage', 'Payee %'),
        number('payee', 'Payee'),
        number('wallet_fixed', 'Wallet'),
        number('guarantor_fixed', 'Guarantor'),
        // "Payers" is not the word "Payer": a prefix of letters is not a title beginning with the group's.
        number('payers', 'Payers'),
      ],
      [],
      {
        groups: [
          { title: '', colSpan: 1 },
          { title: 'Payer', colSpan: 2 },
          { title: 'Payee', colSpan: 2 },
          { title: 'Fixed amounts', colSpan: 2 },
          { title: 'Payer', colSpan: 1 },
        ],
      },
    );
    expect(text).toBe('\uFEFFID,Payer %,Payer minimum,Payee %,Payee,Fixed amounts Wallet,Fixed amounts Guarantor,Payer Payers\r\n');
  });
});
