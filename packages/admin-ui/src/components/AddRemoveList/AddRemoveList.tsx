import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FieldsetLegend, FieldsetRoot } from '../../utils/formParts.styles';
import { mergeRefs } from '../../utils/mergeRefs';
import { useAnnouncer } from '../../utils/useAnnouncer';
import { FieldErrorMessage, FieldHint, RequiredMark, describedBy as describe, useFieldIds } from '../../internal/field';
import { Control, NativeSelect } from '../../internal/nativeSelect.styles';
import { Button } from '../Button';
import { AddRow, ChosenList, EmptyText, IconButtonSlot, LiveRegion } from './AddRemoveList.styles';
import type { AddRemoveListProps } from './types';
import { useAdminLocale } from '../../locale/useAdminLocale';

function SignIcon({ plus }: { plus?: boolean }) {
  return (
    <svg viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d={plus ? 'M7 2v10M2 7h10' : 'M2 7h10'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Picks items from a list with "+" and "−" buttons (the discount's Eligible Payers and Eligible Payees): a labelled
 * fieldset with a native menu of the options not chosen yet and a "+" button ("Add {label}"), then the chosen items,
 * each with a "−" button ("Remove {item}"). Native controls only, so keyboard, type-ahead and the mobile picker come
 * from the platform.
 *
 * Focus: after "+", it stays on "+" (the menu moves on to the next option; the menu and "+" are aria-disabled, still
 * focusable, once nothing is left). After "−", it goes to the next item's "−", else to the menu. Changes are announced politely.
 * `id` and `ref` go to the menu (to focus the field on a form error). A caller's `aria-describedby` describes
 * the menu, before the hint, and not the fieldset: a screen reader reads it once, where the user chooses.
 *
 * ```tsx
 * <AddRemoveList
 *   label="Eligible Payers"
 *   options={groups.map((g) => ({ value: String(g.id), label: g.name }))}
 *   value={payerIds}
 *   onChange={setPayerIds}
 *   emptyText="No groups chosen"
 * />
 * ```
 */
export function AddRemoveList(props: AddRemoveListProps) {
  const m = useAdminLocale().messages;
  const {
    label,
    options,
    value,
    onChange,
    hint,
    error,
    disabled = false,
    emptyText = m.noneChosen,
    noOptionsText = m.noMoreOptions,
    required = false,
    fullWidth = true,
    id,
    ref,
    'aria-describedby': ownDescribedBy,
    ...rest
  } = props;
  const field = useFieldIds({ id, hint, error, required, disabled });
  const legendId = field.labelId;
  const selectRef = useRef<HTMLSelectElement>(null);
  const mergedSelectRef = useMemo(() => mergeRefs(selectRef, ref), [ref]);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** Set by a removal that hands focus to the menu: it may be disabled until the removed option is back. */
  const focusMenu = useRef(false);
  const [pending, setPending] = useState('');
  const [announcement, announce] = useAnnouncer();

  const labels = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const available = useMemo(() => options.filter((o) => !value.includes(o.value)), [options, value]);
  const current = available.find((o) => o.value === pending) ?? available[0];
  const nothingLeft = available.length === 0;

  const add = () => {
    if (disabled || !current) return;
    // The menu moves on to the option after the one added (else the one before), as a list box would.
    const at = available.indexOf(current);
    setPending((available[at + 1] ?? available[at - 1])?.value ?? '');
    announce(m.itemAdded(current.label, label));
    onChange([...value, current.value]);
  };

  const remove = (index: number) => {
    if (disabled) return;
    const removed = value[index]!;
    const next = listRef.current?.querySelectorAll('button')[index + 1];
    if (next) next.focus();
    else if (labels.has(removed) || !nothingLeft) focusMenu.current = true;
    else addRef.current?.focus();
    // The removed option is back in the menu: offer it there.
    if (labels.has(removed)) setPending(removed);
    announce(m.itemRemoved(labels.get(removed)?.label ?? removed, label));
    onChange(value.filter((_, i) => i !== index));
  };

  useLayoutEffect(() => {
    if (!focusMenu.current) return;
    focusMenu.current = false;
    selectRef.current?.focus();
  });

  return (
    <FieldsetRoot {...rest} disabled={disabled} data-full-width={fullWidth ? undefined : 'false'}>
      <FieldsetLegend id={legendId}>
        <span dir="auto">{label}</span>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldsetLegend>
      {field.hintId && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      <AddRow>
        <Control>
          <NativeSelect
            ref={mergedSelectRef}
            id={field.controlId}
            aria-labelledby={legendId}
            aria-describedby={describe(field, ownDescribedBy)}
            aria-invalid={field.invalid || undefined}
            aria-required={required || undefined}
            // Once every option is chosen it stays focusable (a form's "focus the first invalid field" lands here),
            // marked aria-disabled; its only option, "No more options", is disabled, so nothing can be chosen.
            disabled={disabled}
            aria-disabled={nothingLeft || undefined}
            value={current?.value ?? ''}
            onChange={(event) => setPending(event.target.value)}
          >
            {nothingLeft ? (
              <option value="" disabled>
                {noOptionsText}
              </option>
            ) : (
              available.map((o) => (
                <option key={o.value} value={o.value} title={o.description} dir="auto">
                  {o.label}
                </option>
              ))
            )}
          </NativeSelect>
        </Control>
        <IconButtonSlot>
          <Button ref={addRef} variant="secondary" aria-label={m.addItem(label)} disabled={disabled || nothingLeft} onClick={add}>
            <SignIcon plus />
          </Button>
        </IconButtonSlot>
      </AddRow>
      {value.length > 0 ? (
        <ChosenList ref={listRef} aria-label={m.selectedList(label)}>
          {value.map((v, index) => {
            const option = labels.get(v);
            const text = option?.label ?? v;
            return (
              <li key={v}>
                <span dir="auto">
                  {text}
                  {option?.description && <small dir="auto">{option.description}</small>}
                </span>
                <IconButtonSlot>
                  <Button variant="ghost" size="sm" aria-label={m.removeItem(text)} disabled={disabled} onClick={() => remove(index)}>
                    <SignIcon />
                  </Button>
                </IconButtonSlot>
              </li>
            );
          })}
        </ChosenList>
      ) : (
        <EmptyText dir="auto">{emptyText}</EmptyText>
      )}
      <FieldErrorMessage id={field.errorLineId} error={error} />
      <LiveRegion role="status">{announcement}</LiveRegion>
    </FieldsetRoot>
  );
}
