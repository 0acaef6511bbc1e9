import { type HTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { Table, TableFrame } from '../../internal/table';
import { Header, List, Root, RowHeader, Title, Toggle, Value } from './InfoGrid.styles';
import { useAdminLocale } from '../../locale/useAdminLocale';

export type InfoGridView = 'grid' | 'table';

export interface InfoGridItem {
  label: string;
  /** null, undefined and '' show `emptyText`. */
  value: ReactNode;
  /**
   * Default: the value is isolated with dir="auto", so Arabic reads right to left and still
   * lines up with its label. 'rtl'/'ltr' set the direction of the whole value cell.
   */
  dir?: 'auto' | 'ltr' | 'rtl';
  /** Language of the value when it differs from the page's (WCAG 3.1.2), e.g. `'ar'` or `scriptLang(name)`. */
  lang?: string;
}

export interface InfoGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The facts shown, in order: a label and its value (text or any node). */
  items: readonly InfoGridItem[];
  /** Section title: a heading above, and the table view's caption. */
  title?: string;
  /** Level of the title heading. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Controlled view. */
  view?: InfoGridView;
  /** Initial view when uncontrolled. Default 'grid'. */
  defaultView?: InfoGridView;
  /** Called when the user switches between the grid and the table view. */
  onViewChange?: (view: InfoGridView) => void;
  /** Hide the Grid view / Table view toggle. */
  hideToggle?: boolean;
  /** Shown for empty values. Default "N/A". */
  emptyText?: string;
  /** Toggle button texts. Default "Grid view" / "Table view". */
  gridLabel?: string;
  /** Label of the switch to the table view. Default "Table view". */
  tableLabel?: string;
}

const isEmpty = (value: ReactNode) => value == null || value === '' || typeof value === 'boolean';

/**
 * Read-only label/value pairs (a record's details) as a grid (`<dl>`) or a two-column
 * table, with a pressed-state toggle between the two. Controlled (`view` + `onViewChange`)
 * or not (`defaultView`).
 *
 * ```tsx
 * <InfoGrid title="Cliq Details" items={[{ label: 'Account ID', value: 12 }, { label: 'Alias', value: 'أحمد' }]} />
 * ```
 */
export function InfoGrid(props: InfoGridProps) {
  const m = useAdminLocale().messages;
  const {
    items,
    title,
    headingLevel = 3,
    view,
    defaultView = 'grid',
    onViewChange,
    hideToggle = false,
    emptyText = m.notAvailable,
    gridLabel = m.gridView,
    tableLabel = m.tableView,
    ...rest
  } = props;
  const [current, setView] = useControllableState<InfoGridView>(view, defaultView, onViewChange);
  const choose = (next: InfoGridView) => {
    if (next !== current) setView(next);
  };
  const show = (value: ReactNode) => (isEmpty(value) ? emptyText : value);

  return (
    <Root {...rest}>
      {(title || !hideToggle) && (
        <Header>
          {title && (
            <Title as={`h${headingLevel}`} dir="auto">
              {title}
            </Title>
          )}
          {!hideToggle && (
            <Toggle role="group" aria-label={m.viewSwitch(typeof title === 'string' ? title : '')}>
              <button type="button" aria-pressed={current === 'grid'} onClick={() => choose('grid')}>
                {gridLabel}
              </button>
              <button type="button" aria-pressed={current === 'table'} onClick={() => choose('table')}>
                {tableLabel}
              </button>
            </Toggle>
          )}
        </Header>
      )}
      {current === 'grid' ? (
        <List>
          {items.map((item, i) => (
            <div key={`${item.label}-${i}`}>
              <dt>{item.label}</dt>
              <dd dir={item.dir}>
                <span dir={item.dir ? undefined : 'auto'} lang={isEmpty(item.value) ? undefined : item.lang}>
                  {show(item.value)}
                </span>
              </dd>
            </div>
          ))}
        </List>
      ) : (
        <TableFrame>
          <Table>
            {title && <caption data-hidden="true">{title}</caption>}
            <tbody>
              {items.map((item, i) => (
                <tr key={`${item.label}-${i}`}>
                  <RowHeader scope="row">{item.label}</RowHeader>
                  <Value dir={item.dir}>
                    <span dir={item.dir ? undefined : 'auto'} lang={isEmpty(item.value) ? undefined : item.lang}>
                      {show(item.value)}
                    </span>
                  </Value>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Root>
  );
}
