/**
 * Promotion groups: named sets of wallet users that discounts target. The form, its validation
 * and the mappings to and from the wire (docs/api/openapi.yaml: createPromotionGroup, updatePromotionGroup, setPromotionGroupUsers).
 */
import { cleanText, placeFieldErrors } from '../../kernel/formRules';
import { isJsonRecord, textField } from '../../kernel/fields';
import type { RequestBody, Schema, Untrusted } from '../../api/contract';
import { t } from './messages';
import { liveTexts } from '../../kernel/liveTexts';

export const GROUP_NAME_MAX_LENGTH = 255;
export const GROUP_DESCRIPTION_MAX_LENGTH = 1000;

export interface PromotionGroupFormValues {
  name: string;
  description: string;
  userIds: number[];
}

export type PromotionGroupField = 'name' | 'description' | 'userIds';
export type PromotionGroupErrors = Partial<Record<PromotionGroupField, string>>;

export interface PromotionGroupUser {
  id: number;
  fullName: string;
}

export interface PromotionGroup {
  id: number;
  name: string;
  description: string;
  users: PromotionGroupUser[];
}

/** POST /api/promotion-groups. */
export type CreateGroupPayload = RequestBody<'createPromotionGroup'>;
/** PATCH /api/promotion-groups/{id}. */
export type UpdateGroupPayload = RequestBody<'updatePromotionGroup'>;
/** POST /api/promotion-groups/{id}/users. */
export type GroupUsersPayload = RequestBody<'setPromotionGroupUsers'>;

export const emptyGroupForm = (): PromotionGroupFormValues => ({ name: '', description: '', userIds: [] });

// Fields are read through the one safe reader (kernel/fields.ts): one of the wrong type is missing.
const text = (value: unknown): string => textField(value) ?? '';

function toId(value: unknown): number | null {
  const raw = isJsonRecord(value) ? value.id : value;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** A user of GET /api/promotion-groups/users or of a group: id and full_name (else null). */
export function userFromRecord(record: unknown): PromotionGroupUser | null {
  const id = toId(record);
  if (id === null || !isJsonRecord(record)) return null;
  const fullName = text(record.full_name).trim();
  return { id, fullName: fullName || t('promotion-groups.userFallback', { id }) };
}

/** A group record (GET /api/promotion-groups/{id}, or a list row without users). */
export function groupFromRecord(record: Untrusted<Schema<'PromotionGroup'>>): PromotionGroup {
  const id = toId(record);
  if (id === null) throw new TypeError('A promotion group without an id');
  const users = (Array.isArray(record.users) ? record.users : []).map(userFromRecord).filter((u): u is PromotionGroupUser => u !== null);
  return { id, name: text(record.name), description: text(record.description), users };
}

/**
 * The users to pick from (GET /api/promotion-groups/users), plus the group's own members that list
 * left out: a member is never hidden, so it can be seen and removed rather than re-sent unseen.
 */
export function withMembers(
  candidates: readonly PromotionGroupUser[],
  members: readonly PromotionGroupUser[] | undefined,
): PromotionGroupUser[] {
  if (!members?.length) return [...candidates];
  const listed = new Set(candidates.map((u) => u.id));
  return [...candidates, ...members.filter((u) => !listed.has(u.id))];
}

export function groupToForm(group: PromotionGroup): PromotionGroupFormValues {
  return { name: group.name, description: group.description, userIds: group.users.map((u) => u.id) };
}

/** Name and description as sent: without blank or invisible characters at either end. */
export function formToCreatePayload(form: PromotionGroupFormValues): CreateGroupPayload {
  return { name: cleanText(form.name), description: cleanText(form.description), user_ids: [...form.userIds] };
}

export function formToUpdatePayload(form: PromotionGroupFormValues): UpdateGroupPayload {
  return { name: cleanText(form.name), description: cleanText(form.description) };
}

export function formToUsersPayload(form: PromotionGroupFormValues): GroupUsersPayload {
  return { user_ids: [...form.userIds] };
}

/** The calls of an edit: the PATCH of name and description (null: not needed), then the users POST. */
export interface GroupEditPlan {
  details: UpdateGroupPayload | null;
  users: GroupUsersPayload;
}

/**
 * What an edit sends, given the name and description the server is known to hold (as loaded, or
 * as last PATCHed): the PATCH only when they changed, so a retry after the users POST failed sends
 * the users alone and never re-sends a PATCH that already succeeded; the users POST always.
 */
export function planGroupEdit(form: PromotionGroupFormValues, saved: UpdateGroupPayload | null): GroupEditPlan {
  const details = formToUpdatePayload(form);
  const unchanged = saved !== null && saved.name === details.name && saved.description === details.description;
  return { details: unchanged ? null : details, users: formToUsersPayload(form) };
}

export function sameGroupForm(a: PromotionGroupFormValues, b: PromotionGroupFormValues): boolean {
  if (a.name !== b.name || a.description !== b.description || a.userIds.length !== b.userIds.length) return false;
  const ids = new Set(a.userIds);
  return b.userIds.every((id) => ids.has(id));
}

/** A stored draft of the form (kernel/formDraft.ts) as form values; null when it is not one. */
export function groupFormFromDraft(raw: unknown): PromotionGroupFormValues | null {
  if (!isJsonRecord(raw) || typeof raw.name !== 'string' || typeof raw.description !== 'string' || !Array.isArray(raw.userIds)) return null;
  const userIds = raw.userIds.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return { name: raw.name, description: raw.description, userIds: [...new Set(userIds)] };
}

/** The form's messages, each in the interface language at the moment it is read. */
export const GROUP_MESSAGES = liveTexts({
  nameRequired: () => t('promotion-groups.error.nameRequired'),
  nameTooLong: () => t('promotion-groups.error.nameTooLong', { max: GROUP_NAME_MAX_LENGTH }),
  descriptionTooLong: () => t('promotion-groups.error.descriptionTooLong', { max: GROUP_DESCRIPTION_MAX_LENGTH }),
});

/**
 * Name required, not blank nor only invisible characters (at most 255 characters); description
 * optional (at most 1000); users optional.
 */
export function validateGroup(form: PromotionGroupFormValues): PromotionGroupErrors {
  const errors: PromotionGroupErrors = {};
  const name = cleanText(form.name);
  if (!name) errors.name = GROUP_MESSAGES.nameRequired;
  else if (name.length > GROUP_NAME_MAX_LENGTH) errors.name = GROUP_MESSAGES.nameTooLong;
  if (cleanText(form.description).length > GROUP_DESCRIPTION_MAX_LENGTH) errors.description = GROUP_MESSAGES.descriptionTooLong;
  return errors;
}

const WIRE_FIELDS: Record<string, PromotionGroupField> = { name: 'name', description: 'description', user_ids: 'userIds' };

/** A 422 body placed on the form: messages of known fields, the rest apart. */
export const groupServerErrors = (body: unknown): { fields: PromotionGroupErrors; other: string[] } => placeFieldErrors(body, WIRE_FIELDS);
