import {
  AddRemoveList,
  Button,
  DateRangePicker,
  formatIsoDate,
  InlineAlert,
  MultiSelect,
  TextField,
  todayIsoDate,
  ToggleGroup,
  useNotifications,
  type DateRangeValue,
} from '@admin-console/admin-ui';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../../app/useUnsavedChangesGuard';
import { useFormDraft } from '../../data/formDraft';
import { useRemote } from '../../data/useRemote';
import {
  discountFormFromDraft,
  discountServerErrors,
  earliestStart,
  formToPayload,
  sameDiscountForm,
  USER_TYPE_OPTIONS,
  validateDiscount,
  type DiscountErrors,
  type DiscountField,
  type DiscountFormValues,
  type DiscountPayload,
  type UserType,
} from '../../domain/discounts';
import { fetchFeeOptions } from '../../services/discounts';
import { errorBody, httpStatus, isCancelled } from '../../services/http';
import { fetchPromotionGroups } from '../../services/promotionGroups';
import { bodyErrorMessage } from '../../services/unwrap';
import { DraftRestoredNotice } from './DraftRestoredNotice';
import { FieldGrid, FieldNote, FormActions, FormRoot, FormSection, OptionsProblem } from './formLayout.styles';

export const DISCOUNT_LIST_PATH = '/discount';

export interface DiscountFormProps {
  /** Which form this is, for its draft: `discount:new` or `discount:edit:{id}`. */
  draftKey: string;
  /** The values the form starts from (empty for Create, the discount's for Edit). */
  initial: DiscountFormValues;
  /** Editing: the saved start date (a running discount may keep a start before today). */
  originalStart?: string | null;
  /** Sends the body (POST or PATCH); rejects with the HTTP error when the server refuses it. */
  onSave: (payload: DiscountPayload) => Promise<void>;
  /** Said once saved, e.g. "Discount created." */
  savedMessage: string;
  /** Editing: the record's fees and groups, labelled, for chips shown before (or without) the option lists. */
  knownFees?: readonly KnownOption[];
  knownGroups?: readonly KnownOption[];
}

const FIELD_ORDER: DiscountField[] = ['name', 'rate', 'cap', 'userTypes', 'feeIds', 'period', 'payerGroupIds', 'payeeGroupIds'];

/** Why a save failed, in words, from the HTTP error. */
export function saveFailureText(error: unknown, what: string): string {
  const status = httpStatus(error);
  const said = bodyErrorMessage(errorBody(error));
  if (status === undefined) return `The ${what} was not saved: the server could not be reached. Your changes are kept; try again.`;
  return `The ${what} was not saved: ${said ?? `the server answered ${status}`}. Your changes are kept; try again.`;
}

export interface KnownOption {
  value: string;
  label: string;
}

/**
 * Loaded options, plus the record's own (e.g. a fee no longer listed) so no chip shows a bare id.
 * Each value once: a group both payer and payee is one option.
 */
function withKnown(loaded: KnownOption[], known: readonly KnownOption[] | undefined): KnownOption[] {
  if (!known?.length) return loaded;
  const have = new Set(loaded.map((o) => o.value));
  const options = [...loaded];
  for (const option of known) {
    if (have.has(option.value)) continue;
    have.add(option.value);
    options.push(option);
  }
  return options;
}

function useOptions(knownFees?: readonly KnownOption[], knownGroups?: readonly KnownOption[]) {
  const fees = useRemote('discount-form:fees', fetchFeeOptions);
  const groups = useRemote('discount-form:groups', fetchPromotionGroups);
  const feeOptions = useMemo(
    () =>
      withKnown(
        (fees.data ?? []).map((f) => ({ value: String(f.id), label: f.nameAlias })),
        knownFees,
      ),
    [fees.data, knownFees],
  );
  const groupOptions = useMemo(
    () =>
      withKnown(
        (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name || `Group ${g.id}` })),
        knownGroups,
      ),
    [groups.data, knownGroups],
  );
  return { fees, groups, feeOptions, groupOptions };
}

/**
 * The Create / Edit Discount form (one component, two pages). Validation is inline and blocks
 * Save; a 422 puts the server's messages on their fields; nothing typed is lost on failure.
 */
export function DiscountForm({ draftKey, initial, originalStart, onSave, savedMessage, knownFees, knownGroups }: DiscountFormProps) {
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const baseId = useId();
  const ids = {
    name: `${baseId}-name`,
    rate: `${baseId}-rate`,
    cap: `${baseId}-cap`,
    userTypes: `${baseId}-user-type`,
    feeIds: `${baseId}-fees`,
    period: `${baseId}-period`,
    payerGroupIds: `${baseId}-payers`,
    payeeGroupIds: `${baseId}-payees`,
  } satisfies Record<DiscountField, string>;
  const focusTarget: Record<DiscountField, string> = {
    ...ids,
    feeIds: `${ids.feeIds}-input`,
    period: `${ids.period}-start`,
    payerGroupIds: `${ids.payerGroupIds}-select`,
    payeeGroupIds: `${ids.payeeGroupIds}-select`,
  };

  // Kept as a draft while it differs from `initial`: a session that expires mid-form loses nothing.
  const draft = useFormDraft({ form: draftKey, initial, read: discountFormFromDraft, same: sameDiscountForm });
  const { values, setValues, dirty } = draft;
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<DiscountErrors>({});
  const [alert, setAlert] = useState<{ title: string; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first at once.
  const inFlight = useRef(false);

  const today = todayIsoDate();
  const min = earliestStart(today, originalStart);
  const clientErrors = useMemo(
    () => (attempted ? validateDiscount(values, { today, originalStart, formatDay: (d) => formatIsoDate(d) }) : {}),
    [attempted, values, today, originalStart],
  );
  const errorOf = (field: DiscountField) => clientErrors[field] ?? serverErrors[field];

  const guard = useUnsavedChangesGuard(dirty);
  const { fees, groups, feeOptions, groupOptions } = useOptions(knownFees, knownGroups);

  const change = <K extends keyof DiscountFormValues>(field: DiscountField, patch: Pick<DiscountFormValues, K>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const focusFirst = (errors: DiscountErrors) => {
    const first = FIELD_ORDER.find((f) => errors[f]);
    if (first) document.getElementById(focusTarget[first])?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setAttempted(true);
    const errors = validateDiscount(values, { today, originalStart, formatDay: (d) => formatIsoDate(d) });
    if (Object.keys(errors).length > 0) {
      setAlert(null);
      focusFirst(errors);
      return;
    }
    inFlight.current = true;
    setSaving(true);
    setAlert(null);
    setServerErrors({});
    try {
      await onSave(formToPayload(values));
      draft.saved();
      guard.allowNextNavigation();
      notify({ tone: 'success', message: savedMessage });
      navigate(DISCOUNT_LIST_PATH);
    } catch (error) {
      inFlight.current = false;
      setSaving(false);
      // A 401 ends the session: the draft brings the form back after signing in again.
      if (isCancelled(error) || httpStatus(error) === 401) return;
      if (httpStatus(error) === 422) {
        const { fields, other } = discountServerErrors(errorBody(error));
        setServerErrors(fields);
        const summary = Object.keys(fields).length
          ? 'Check the highlighted fields.'
          : bodyErrorMessage(errorBody(error)) ?? 'The server refused the values.';
        setAlert({ title: 'The discount was not saved', lines: [summary, ...other] });
        focusFirst(fields);
      } else {
        setAlert({ title: 'The discount was not saved', lines: [saveFailureText(error, 'discount')] });
      }
    }
  };

  const groupsPending = groups.status === 'loading' && !groups.data;
  const period: DateRangeValue = { start: values.start, end: values.end };

  return (
    <FormRoot noValidate aria-label="Discount" onSubmit={onSubmit} aria-busy={saving || undefined}>
      {draft.restored && <DraftRestoredNotice onDiscard={draft.discard} />}
      <InlineAlert tone="error" title={alert?.title}>
        {alert &&
          alert.lines.map((line) => (
            <span key={line} style={{ display: 'block' }}>
              {line}
            </span>
          ))}
      </InlineAlert>
      <FormSection aria-labelledby={`${baseId}-details`}>
        <h2 id={`${baseId}-details`}>Details</h2>
        <TextField
          id={ids.name}
          label="Name"
          required
          autoComplete="off"
          value={values.name}
          onChange={(e) => change('name', { name: e.target.value })}
          error={errorOf('name')}
        />
        <FieldGrid>
          <TextField
            id={ids.rate}
            label="Discount Rate %"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="More than 0, at most 100."
            value={values.rate}
            onChange={(e) => change('rate', { rate: e.target.value })}
            error={errorOf('rate')}
          />
          <TextField
            id={ids.cap}
            label="Discount Cap"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="The largest discount on one transaction; 0 or more."
            value={values.cap}
            onChange={(e) => change('cap', { cap: e.target.value })}
            error={errorOf('cap')}
          />
        </FieldGrid>
        <ToggleGroup
          id={ids.userTypes}
          label="User type"
          options={USER_TYPE_OPTIONS}
          value={values.userTypes}
          onChange={(next) => change('userTypes', { userTypes: next as UserType[] })}
          error={errorOf('userTypes')}
        />
        {values.otherUserTypes.length > 0 && (
          <FieldNote>
            Also kept as saved: <bdi>{values.otherUserTypes.join(', ')}</bdi> (user types this form does not list).
          </FieldNote>
        )}
        <DateRangePicker
          id={ids.period}
          label="Discount period"
          required
          min={min}
          value={period}
          onChange={(next) => change('period', { start: next.start, end: next.end })}
          error={errorOf('period')}
        />
      </FormSection>

      <FormSection aria-labelledby={`${baseId}-targets`}>
        <h2 id={`${baseId}-targets`}>Fees and groups</h2>
        <MultiSelect
          id={ids.feeIds}
          label="Applicable fees"
          options={feeOptions}
          value={values.feeIds}
          onChange={(next) => change('feeIds', { feeIds: next })}
          placeholder={fees.status === 'loading' && !fees.data ? 'Loading fees…' : 'Type to find a fee'}
          error={errorOf('feeIds')}
        />
        {fees.status === 'error' && (
          <OptionsProblem>
            <InlineAlert tone="warning">The fees could not be loaded.</InlineAlert>
            <Button variant="secondary" size="sm" onClick={fees.reload}>
              Retry loading fees
            </Button>
          </OptionsProblem>
        )}
        <FieldGrid>
          <AddRemoveList
            id={ids.payerGroupIds}
            label="Eligible Payers"
            hint="Promotion groups whose users get the discount when they pay."
            options={groupOptions}
            value={values.payerGroupIds}
            onChange={(next) => change('payerGroupIds', { payerGroupIds: next })}
            emptyText="No groups chosen"
            noOptionsText={groupsPending ? 'Loading groups…' : 'No more groups'}
            error={errorOf('payerGroupIds')}
          />
          <AddRemoveList
            id={ids.payeeGroupIds}
            label="Eligible Payees"
            hint="Promotion groups whose users get the discount when they are paid."
            options={groupOptions}
            value={values.payeeGroupIds}
            onChange={(next) => change('payeeGroupIds', { payeeGroupIds: next })}
            emptyText="No groups chosen"
            noOptionsText={groupsPending ? 'Loading groups…' : 'No more groups'}
            error={errorOf('payeeGroupIds')}
          />
        </FieldGrid>
        {groups.status === 'error' && (
          <OptionsProblem>
            <InlineAlert tone="warning">The promotion groups could not be loaded.</InlineAlert>
            <Button variant="secondary" size="sm" onClick={groups.reload}>
              Retry loading groups
            </Button>
          </OptionsProblem>
        )}
      </FormSection>

      <FormActions>
        <Button type="submit" loading={saving} loadingText="Saving…">
          Save
        </Button>
        <Button variant="secondary" onClick={() => navigate(DISCOUNT_LIST_PATH)}>
          Cancel
        </Button>
      </FormActions>
      {guard.prompt}
    </FormRoot>
  );
}
