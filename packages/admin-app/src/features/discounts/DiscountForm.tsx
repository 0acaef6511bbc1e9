import {
  AddRemoveList,
  Button,
  DateRangePicker,
  formatDate,
  InlineAlert,
  MultiSelect,
  TextField,
  todayIsoDate,
  ToggleGroup,
  type DateRangeValue,
} from '@admin-console/admin-ui';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useEntityForm } from '../../kernel/useEntityForm';
import { useRemoteQuery, type RemoteResult } from '../../kernel/useRemote';
import {
  discountFormFromDraft,
  discountServerErrors,
  earliestStart,
  formToPayload,
  sameDiscountForm,
  USER_TYPE_OPTIONS,
  validateDiscount,
  type DiscountField,
  type DiscountFormValues,
  type DiscountPayload,
  type UserType,
} from './rules';
import { discountKeys } from './keys';
import { FieldGrid, FieldNote, FormRoot, FormSection, OptionsProblem } from '../../kernel/forms/formLayout.styles';
import { FormNotices, SaveCancelActions } from '../../kernel/forms/FormParts';
import { discountsPaths } from './paths';
import { useT } from './messages';
import { discountQueries } from './queries';

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

/** The two lists of promotion groups whose users get the discount (label and hint: message keys). */
const GROUP_PICKERS = [
  { field: 'payerGroupIds', label: 'discounts.payers', hint: 'discounts.payersHint' },
  { field: 'payeeGroupIds', label: 'discounts.payees', hint: 'discounts.payeesHint' },
] as const;

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
  const t = useT();
  // Options for the pickers (ids are what the form holds: a refresh of the options changes no choice).
  const fees = useRemoteQuery(discountQueries.feeOptions());
  const groups = useRemoteQuery(discountQueries.groups());
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
        (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name || t('discounts.groupFallback', { id: g.id }) })),
        knownGroups,
      ),
    [groups.data, knownGroups, t],
  );
  return { fees, groups, feeOptions, groupOptions };
}

/** The two amounts, rate and cap: the same kind of field, each with its label and hint. */
const AMOUNT_FIELDS = [
  { field: 'rate', label: 'discounts.rate', hint: 'discounts.rateHint' },
  { field: 'cap', label: 'discounts.cap', hint: 'discounts.capHint' },
] as const;

/**
 * The Create / Edit Discount form (one component, two pages). Validation is inline and blocks
 * Save; a 422 puts the server's messages on their fields; nothing typed is lost on failure.
 */
export function DiscountForm({ draftKey, initial, originalStart, onSave, savedMessage, knownFees, knownGroups }: DiscountFormProps) {
  const t = useT();
  const navigate = useNavigate();
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

  const today = todayIsoDate();
  const min = earliestStart(today, originalStart);
  const form = useEntityForm({
    // Kept as a draft while it differs from `initial`: a session that expires mid-form loses nothing.
    draft: { form: draftKey, initial, read: discountFormFromDraft, same: sameDiscountForm },
    validate: (values) => validateDiscount(values, { today, originalStart, formatDay: (d) => formatDate(d) }),
    fieldOrder: FIELD_ORDER,
    focusIds: ids,
    save: (values) => onSave(formToPayload(values)),
    savedMessage,
    listPath: discountsPaths.list,
    changes: discountKeys.all,
    readServerErrors: discountServerErrors,
    describeFailure: (error) => ({ error, title: t('discounts.notSaved'), what: t('discounts.what') }),
  });
  const { values, change, errorOf, textField } = form;
  const { fees, groups, feeOptions, groupOptions } = useOptions(knownFees, knownGroups);

  const period: DateRangeValue = { start: values.start, end: values.end };

  return (
    <FormRoot noValidate aria-label={t('discounts.form')} onSubmit={form.onSubmit} aria-busy={form.saving || undefined}>
      <FormNotices draft={form.draft} alert={form.alert} />
      <FormSection aria-labelledby={`${baseId}-details`}>
        <h2 id={`${baseId}-details`}>{t('discounts.details')}</h2>
        <TextField {...textField('name')} label={t('discounts.name')} required autoComplete="off" />
        <FieldGrid>
          {AMOUNT_FIELDS.map(({ field, label, hint }) => (
            <TextField key={field} {...textField(field)} label={t(label)} hint={t(hint)} required inputMode="decimal" autoComplete="off" />
          ))}
        </FieldGrid>
        <ToggleGroup
          id={ids.userTypes}
          label={t('discounts.userType')}
          options={USER_TYPE_OPTIONS}
          value={values.userTypes}
          onChange={(next) => change('userTypes', { userTypes: next as UserType[] })}
          error={errorOf('userTypes')}
        />
        {values.otherUserTypes.length > 0 && (
          <FieldNote>
            {t('discounts.otherTypesBefore')} <bdi>{values.otherUserTypes.join(', ')}</bdi> {t('discounts.otherTypesAfter')}
          </FieldNote>
        )}
        <DateRangePicker
          id={ids.period}
          label={t('discounts.period')}
          required
          min={min}
          value={period}
          onChange={(next) => change('period', { start: next.start, end: next.end })}
          error={errorOf('period')}
        />
      </FormSection>

      <FormSection aria-labelledby={`${baseId}-targets`}>
        <h2 id={`${baseId}-targets`}>{t('discounts.targets')}</h2>
        <MultiSelect
          id={ids.feeIds}
          label={t('discounts.fees')}
          options={feeOptions}
          value={values.feeIds}
          onChange={(next) => change('feeIds', { feeIds: next })}
          placeholder={fees.isPending ? t('discounts.feesLoading') : t('discounts.feesPlaceholder')}
          error={errorOf('feeIds')}
        />
        <OptionsFailed options={fees} text={t('discounts.feesFailed')} retry={t('discounts.feesRetry')} />
        <FieldGrid>
          {GROUP_PICKERS.map(({ field, label, hint }) => (
            <AddRemoveList
              key={field}
              id={ids[field]}
              label={t(label)}
              hint={t(hint)}
              options={groupOptions}
              value={values[field]}
              onChange={(next) => change(field, { [field]: next })}
              emptyText={t('discounts.groupsNone')}
              noOptionsText={groups.isPending ? t('discounts.groupsLoading') : t('discounts.groupsNoMore')}
              error={errorOf(field)}
            />
          ))}
        </FieldGrid>
        <OptionsFailed options={groups} text={t('discounts.groupsFailed')} retry={t('discounts.groupsRetry')} />
      </FormSection>

      <SaveCancelActions saving={form.saving} onCancel={() => navigate(discountsPaths.list)} />
      {form.guard.prompt}
    </FormRoot>
  );
}

/** Options that failed to load: said beside their field, with Retry (the rest of the form stays usable). */
function OptionsFailed({ options, text, retry }: { options: RemoteResult<unknown>; text: string; retry: string }) {
  if (!options.failed) return null;
  return (
    <OptionsProblem>
      <InlineAlert tone="warning">{text}</InlineAlert>
      <Button variant="secondary" size="sm" onClick={() => void options.refetch()}>
        {retry}
      </Button>
    </OptionsProblem>
  );
}
