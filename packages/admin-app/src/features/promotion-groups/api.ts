import {
  groupFromRecord,
  userFromRecord,
  type CreateGroupPayload,
  type GroupUsersPayload,
  type PromotionGroup,
  type PromotionGroupUser,
  type UpdateGroupPayload,
} from './rules';
import { http } from '../../platform/http';
import { MalformedResponseError, readList, readRecord, unwrapList } from '../../platform/unwrap';
import { apiPath, type ResponseBody, type Schema, type Untrusted } from '../../api/contract';

/** A group as read: the contract's field names, each value checked by groupFromRecord. */
type GroupRecord = Untrusted<Schema<'PromotionGroup'>>;

/** GET /api/promotion-groups: the list at `data` (a bare array too). Rows carry no users. */
export async function fetchPromotionGroups(signal?: AbortSignal): Promise<PromotionGroup[]> {
  const { data: body } = await http.get<ResponseBody<'listPromotionGroups'>>(apiPath('/api/promotion-groups'), { signal });
  return readList<GroupRecord, PromotionGroup>(body, 'promotion groups list', groupFromRecord);
}

/** GET /api/promotion-groups/{id}: name, description and users at `data` (a bare object too). */
export async function fetchPromotionGroup(id: number, signal?: AbortSignal): Promise<PromotionGroup> {
  const { data: body } = await http.get<ResponseBody<'getPromotionGroup'>>(apiPath('/api/promotion-groups/{id}', { id }), { signal });
  return readRecord<GroupRecord, PromotionGroup>(body, 'promotion group', groupFromRecord);
}

/** GET /api/promotion-groups/users: every user a group can hold (id, full_name). */
export async function fetchGroupCandidates(signal?: AbortSignal): Promise<PromotionGroupUser[]> {
  const { data: body } = await http.get<ResponseBody<'listGroupCandidates'>>(apiPath('/api/promotion-groups/users'), { signal });
  const what = 'users list';
  const users = unwrapList<Untrusted<Schema<'GroupUser'>>>(body, ['data'], what, { bare: true }).map(userFromRecord);
  if (users.some((u) => u === null)) throw new MalformedResponseError(what, body);
  return users as PromotionGroupUser[];
}

export async function createPromotionGroup(payload: CreateGroupPayload): Promise<void> {
  await http.post(apiPath('/api/promotion-groups'), payload);
}

export async function updatePromotionGroup(id: number, payload: UpdateGroupPayload): Promise<void> {
  await http.patch(apiPath('/api/promotion-groups/{id}', { id }), payload);
}

/** POST /api/promotion-groups/{id}/users: the group's users become exactly these. */
export async function setPromotionGroupUsers(id: number, payload: GroupUsersPayload): Promise<void> {
  await http.post(apiPath('/api/promotion-groups/{id}/users', { id }), payload);
}
