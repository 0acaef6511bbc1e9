import { flagField, idField, isJsonRecord, shownText, textField, type JsonRecord } from '../../kernel/fields';
import type { Schema, Untrusted } from '../../api/contract';
import { joinName, NAME_FIELDS, readFields } from '../review-shared/rules';
import { liveTexts } from '../../kernel/liveTexts';
import { t } from './messages';

/**
 * Display rules of Cliq alias accounts (docs/product.md#cliq-display-rules and docs/product.md#cliq-status):
 * plain functions, no React, no HTTP. Every displayed field is read through
 * the one safe reader (kernel/fields.ts): a value that is not text shows as N/A, never as
 * "[object Object]" nor as a crash.
 */

/** Alias types on the wire (docs/product.md#business-constants): `mobile`, anything else is an alias. */
export type CliqAliasType = 'mobile' | 'alias' | (string & {});

export type CliqChangeType = 'create_cliq' | 'change_cliq' | 'approve_cliq' | 'reject_cliq' | (string & {});

/** Flags may come as booleans, 0/1 or "0"/"1" from the backend. */
export type WireFlag = boolean | number | string | null | undefined;

export interface CliqUser {
  id?: number | string | null;
  first_name?: string | null;
  second_name?: string | null;
  third_name?: string | null;
  family_name?: string | null;
  user_name?: string | null;
  email?: string | null;
  mobile_number?: string | null;
  kyc_verified?: WireFlag;
  kyc_initiated?: WireFlag;
}

export interface CliqLog {
  id: number | string;
  change_type: CliqChangeType;
  created_at?: string | null;
  old_alias?: string | null;
  old_mobile_number?: string | null;
  old_alias_type?: CliqAliasType | null;
  new_alias?: string | null;
  new_mobile_number?: string | null;
  new_alias_type?: CliqAliasType | null;
}

export interface CliqAccount {
  id: number | string;
  alias_type?: CliqAliasType | null;
  mobile_number?: string | null;
  alias?: string | null;
  /** The list's status field: verified, rejected, anything else pending. */
  status?: string | null;
  is_verified?: WireFlag;
  created_at?: string | null;
  changed_at?: string | null;
  user_id?: number | string | null;
  created_by?: number | string | null;
  user?: CliqUser | null;
  logs?: CliqLog[] | null;
}

/** "N/A", read when shown. */
export const notAvailable = (): string => t('cliq.notAvailable');

/** The status filter of the list (docs/product.md#cliq-list), default pending. */
export const CLIQ_STATUS_FILTERS = [
  { value: 'all', label: () => t('cliq.all') },
  { value: 'pending', label: () => t('cliq.pending') },
  { value: 'verified', label: () => t('cliq.verified') },
  { value: 'rejected', label: () => t('cliq.rejected') },
] as const;

export type CliqStatusFilter = (typeof CLIQ_STATUS_FILTERS)[number]['value'];

/** What a Cliq list shows: its page and status filter (the list call's parameters, and its key in the data cache). */
export interface CliqListQuery {
  page: number;
  status: CliqStatusFilter;
}

/** A filter value from the URL: one of the four, anything else (none, an old link's typo) is `pending`, the default. */
export function toStatusFilter(value: string | null | undefined): CliqStatusFilter {
  return CLIQ_STATUS_FILTERS.some((f) => f.value === value) ? (value as CliqStatusFilter) : 'pending';
}

/** True for true, 1, "1", "true" (any case). */
export function isSet(flag: WireFlag): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag === 1;
  if (typeof flag === 'string') return flag === '1' || flag.trim().toLowerCase() === 'true';
  return false;
}

/** A field as shown, trimmed: text or a finite number, else N/A. */
const shown = (value: unknown): string => shownText(value, notAvailable()).trim();

/** No text to show: missing, blank, or not text at all. */
const isBlank = (value: unknown): boolean => !textField(value)?.trim();

/** Alias type shows Mobile Phone for mobile, else Alias. */
export function aliasTypeLabel(aliasType: CliqAliasType | null | undefined): string {
  return aliasType === 'mobile' ? t('cliq.mobilePhone') : t('cliq.alias');
}

/** The detail's label of the alias value: Mobile Number when the alias type is mobile, else Alias. */
export function aliasValueLabel(aliasType: CliqAliasType | null | undefined): string {
  return aliasType === 'mobile' ? t('cliq.mobileNumber') : t('cliq.alias');
}

/** The account's alias value (the list's Mobile/Alias column): the mobile number for mobile, else the alias; N/A when empty. */
export function aliasValue(account: Pick<CliqAccount, 'alias_type' | 'mobile_number' | 'alias'>): string {
  return shown(account.alias_type === 'mobile' ? account.mobile_number : account.alias);
}

/** User name: the non-empty name parts joined with spaces, else user_name, else N/A. */
export function userDisplayName(user: CliqUser | null | undefined): string {
  if (!user) return notAvailable();
  return joinName(NAME_FIELDS.map((key) => user[key])) || shown(user.user_name);
}

/** Read when shown (getters), so it follows the interface language. */
const CHANGE_TYPE_LABELS: Record<string, string> = liveTexts({
  create_cliq: () => t('cliq.changeCreated'),
  change_cliq: () => t('cliq.changeChanged'),
  approve_cliq: () => t('cliq.changeApproved'),
  reject_cliq: () => t('cliq.changeRejected'),
});

/** Change types display as Created, Changed, Approved, Rejected; an unknown type shows as sent (N/A if empty). */
export function changeTypeLabel(changeType: CliqChangeType | null | undefined): string {
  const type = shown(changeType);
  return Object.hasOwn(CHANGE_TYPE_LABELS, type) ? (CHANGE_TYPE_LABELS[type] as string) : type;
}

/**
 * A log entry's old or new value: N/A when both its alias and mobile number are empty; otherwise
 * the mobile number when that value's alias type is mobile, else the alias.
 */
export function logValue(log: CliqLog, which: 'old' | 'new'): string {
  const alias = which === 'old' ? log.old_alias : log.new_alias;
  const mobile = which === 'old' ? log.old_mobile_number : log.new_mobile_number;
  const type = which === 'old' ? log.old_alias_type : log.new_alias_type;
  if (isBlank(alias) && isBlank(mobile)) return notAvailable();
  return shown(type === 'mobile' ? mobile : alias);
}

/** KYC status: Verified if kyc_verified, Pending if only kyc_initiated, Not Initiated otherwise, N/A with no user. */
export function kycStatusLabel(user: CliqUser | null | undefined): string {
  if (!user) return notAvailable();
  if (isSet(user.kyc_verified)) return t('cliq.verified');
  if (isSet(user.kyc_initiated)) return t('cliq.pending');
  return t('cliq.notInitiated');
}

/** The badge tone of a KYC status label: Verified green, Pending amber, Not Initiated grey; N/A (no user) has no badge. */
export function kycStatusTone(label: string): 'success' | 'warning' | 'neutral' | null {
  if (label === t('cliq.verified')) return 'success';
  if (label === t('cliq.pending')) return 'warning';
  if (label === t('cliq.notInitiated')) return 'neutral';
  return null;
}

export type StatusTone = 'success' | 'warning' | 'error';

export interface StatusReading<K extends string> {
  key: K;
  label: string;
  tone: StatusTone;
}

export type ListStatusKey = 'verified' | 'rejected' | 'pending';

/** List reading: the status field is verified (Verified), rejected (Rejected), anything else Pending. */
export function listStatus(status: string | null | undefined): StatusReading<ListStatusKey> {
  if (status === 'verified') return { key: 'verified', label: t('cliq.verified'), tone: 'success' };
  if (status === 'rejected') return { key: 'rejected', label: t('cliq.rejected'), tone: 'error' };
  return { key: 'pending', label: t('cliq.pending'), tone: 'warning' };
}

export type DetailStatusKey = 'verified' | 'rejected' | 'pending';

const logsOf = (account: Pick<CliqAccount, 'logs'>): CliqLog[] => (Array.isArray(account.logs) ? account.logs : []);

/** Detail reading: Verified if is_verified; else Rejected if any log is reject_cliq; else Pending Verification. */
export function detailStatus(account: Pick<CliqAccount, 'is_verified' | 'logs'>): StatusReading<DetailStatusKey> {
  if (isSet(account.is_verified)) return { key: 'verified', label: t('cliq.verified'), tone: 'success' };
  if (logsOf(account).some((log) => log.change_type === 'reject_cliq'))
    return { key: 'rejected', label: t('cliq.rejected'), tone: 'error' };
  return { key: 'pending', label: t('cliq.pendingVerification'), tone: 'warning' };
}

/**
 * Approve is available when the account is not verified or is rejected (detail reading). A rejected
 * account is never verified in that reading, so this is: not Verified.
 */
export function canApprove(account: Pick<CliqAccount, 'is_verified' | 'logs'>): boolean {
  return detailStatus(account).key !== 'verified';
}

/** Reject is available only when the account is not already rejected (detail reading). */
export function canReject(account: Pick<CliqAccount, 'is_verified' | 'logs'>): boolean {
  return detailStatus(account).key !== 'rejected';
}

/**
 * What a rejection that reverts brings back: the value of the latest approval in the history (its new value, else
 * its old one) and whether it is a mobile number; null when no approval names one.
 */
export function lastApprovedValue(account: Pick<CliqAccount, 'logs'>): { value: string; mobile: boolean } | null {
  const approval = logsNewestFirst(logsOf(account)).find((log) => log.change_type === 'approve_cliq');
  if (!approval) return null;
  for (const which of ['new', 'old'] as const) {
    const value = logValue(approval, which);
    if (value !== notAvailable()) return { value, mobile: approval[`${which}_alias_type`] === 'mobile' };
  }
  return null;
}

/**
 * The reject modal's warning: revert when the logs hold an approval, naming the alias or mobile number that comes
 * back ("This action will revert the account to its previous approved state: the alias WALLET4."), else keep pending.
 */
export function rejectWarning(account: Pick<CliqAccount, 'logs'>): string {
  if (!logsOf(account).some((log) => log.change_type === 'approve_cliq')) return t('cliq.rejectWarningPending');
  const back = lastApprovedValue(account);
  if (!back) return t('cliq.rejectWarningRevert');
  return t(back.mobile ? 'cliq.rejectWarningRevertMobile' : 'cliq.rejectWarningRevertAlias', { value: back.value });
}

const timeOf = (value: unknown): number => {
  const text = textField(value)?.trim();
  const t = text ? Date.parse(text) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
};

/** The change history, newest first (by created_at, then by id for equal times); entries without a date last. */
export function logsNewestFirst(logs: CliqLog[] | null | undefined): CliqLog[] {
  if (!Array.isArray(logs)) return [];
  return logs
    .map((log, index) => ({ log, index }))
    .sort((a, b) => {
      const byTime = timeOf(b.log.created_at) - timeOf(a.log.created_at);
      if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
      const ia = Number(a.log.id);
      const ib = Number(b.log.id);
      if (Number.isFinite(ia) && Number.isFinite(ib) && ia !== ib) return ib - ia;
      return b.index - a.index;
    })
    .map(({ log }) => log);
}

/** Created By: "User ID: {n}", N/A if absent (or not an id). */
export function createdByLabel(createdBy: number | string | null | undefined): string {
  const id = textField(createdBy)?.trim();
  return id ? t('cliq.createdByUser', { id }) : notAvailable();
}

// --- Reading server records (tolerant: a field of the wrong type is missing, never a crash) ---

const ACCOUNT_TEXT_FIELDS = [
  'alias_type',
  'mobile_number',
  'alias',
  'status',
  'created_at',
  'changed_at',
] as const satisfies readonly (keyof Schema<'CliqAccount'>)[];
const USER_TEXT_FIELDS = [...NAME_FIELDS, 'user_name', 'email', 'mobile_number'] as const satisfies readonly (keyof Schema<'CliqUser'>)[];
const LOG_TEXT_FIELDS = [
  'created_at',
  'old_alias',
  'old_mobile_number',
  'old_alias_type',
  'new_alias',
  'new_mobile_number',
  'new_alias_type',
] as const satisfies readonly (keyof Schema<'CliqLog'>)[];

function normaliseUser(user: Untrusted<Schema<'CliqUser'>>): CliqUser {
  const out: JsonRecord = { id: idField(user.id) };
  for (const key of USER_TEXT_FIELDS) out[key] = textField(user[key]);
  out.kyc_verified = flagField(user.kyc_verified);
  out.kyc_initiated = flagField(user.kyc_initiated);
  return out as CliqUser;
}

function normaliseLog(log: Untrusted<Schema<'CliqLog'>>, index: number): CliqLog {
  const out: JsonRecord = { id: idField(log.id) ?? `entry-${index}`, change_type: textField(log.change_type) ?? '' };
  for (const key of LOG_TEXT_FIELDS) out[key] = textField(log[key]);
  return out as unknown as CliqLog;
}

/**
 * A Cliq account as the screens read it (list row or detail): text fields are strings or null, ids
 * ids or null, flags flags, the user an object of those or null, the logs entries of those (entries
 * that are not objects dropped; an entry without an id gets one by its position).
 */
export function normaliseCliqAccount<T extends Untrusted<Schema<'CliqAccount'>>>(account: T): CliqAccount & T & JsonRecord {
  const out = readFields(account, ACCOUNT_TEXT_FIELDS);
  out.is_verified = flagField(account.is_verified);
  out.user_id = idField(account.user_id);
  out.created_by = idField(account.created_by);
  out.user = isJsonRecord(account.user) ? normaliseUser(account.user) : null;
  out.logs = Array.isArray(account.logs) ? account.logs.filter(isJsonRecord).map(normaliseLog) : [];
  return out as CliqAccount & T & JsonRecord;
}

/**
 * What makes approving this account risky (docs/product.md#cliq-decisions): its user's KYC not verified (unknown
 * without a user, which is a risk too), and a rejection already decided (`rejectedAt`: when, from the newest
 * rejection in the history). The words are the screen's; `kyc` is the status label when not verified.
 */
export function cliqApproveRisks(account: Pick<CliqAccount, 'is_verified' | 'logs' | 'user'>): {
  kyc: 'unknown' | 'verified' | string;
  rejectedAt: string | null | undefined | false;
} {
  const { user } = account;
  const kyc = !user ? 'unknown' : isSet(user.kyc_verified) ? 'verified' : kycStatusLabel(user);
  const rejection =
    detailStatus(account).key === 'rejected' && logsNewestFirst(account.logs).find((log) => log.change_type === 'reject_cliq');
  return { kyc, rejectedAt: rejection ? rejection.created_at : false };
}
