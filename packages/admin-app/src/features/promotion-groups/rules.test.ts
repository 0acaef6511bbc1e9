import { afterEach, describe, expect, it } from 'vitest';
// The features' Arabic messages, registered as the app does at start.
import '../../app/messages';
import { setLocale } from '../../platform/i18n/i18n';
import {
  emptyGroupForm,
  formToCreatePayload,
  formToUpdatePayload,
  formToUsersPayload,
  GROUP_MESSAGES,
  groupFormFromDraft,
  groupFromRecord,
  groupServerErrors,
  groupToForm,
  planGroupEdit,
  sameGroupForm,
  userFromRecord,
  validateGroup,
  withMembers,
} from './rules';

const record = {
  id: 3,
  name: 'University students',
  description: null,
  users: [
    { id: 1001, full_name: 'Ahmad Haddad' },
    { id: '1002', full_name: 'سارة خوري' },
    { id: 'x', full_name: 'No id' },
  ],
};

describe('planGroupEdit', () => {
  const form = { name: ' Staff ', description: 'Testers', userIds: [1001, 1005] };

  it('PATCHes name and description only when they differ from what the server holds; always POSTs the users', () => {
    expect(planGroupEdit(form, null)).toStrictEqual({
      details: { name: 'Staff', description: 'Testers' },
      users: { user_ids: [1001, 1005] },
    });
    expect(planGroupEdit(form, { name: 'Staff', description: 'Old' })).toStrictEqual({
      details: { name: 'Staff', description: 'Testers' },
      users: { user_ids: [1001, 1005] },
    });
    // The PATCH already succeeded (or the record holds these): the retry sends the users alone.
    expect(planGroupEdit(form, { name: 'Staff', description: 'Testers' })).toStrictEqual({
      details: null,
      users: { user_ids: [1001, 1005] },
    });
  });
});

describe('promotion group mappings', () => {
  it('prefills the form from the record (null description, string ids, bad users dropped)', () => {
    expect(groupToForm(groupFromRecord(record))).toEqual({ name: 'University students', description: '', userIds: [1001, 1002] });
  });

  it('builds the bodies of create, the PATCH and the users POST', () => {
    const form = { name: ' Staff ', description: ' Testers ', userIds: [1001, 1005] };
    expect(formToCreatePayload(form)).toStrictEqual({ name: 'Staff', description: 'Testers', user_ids: [1001, 1005] });
    expect(formToUpdatePayload(form)).toStrictEqual({ name: 'Staff', description: 'Testers' });
    expect(formToUsersPayload(form)).toStrictEqual({ user_ids: [1001, 1005] });
    const invisible = { name: '\u200bStaff\u200e', description: '\u00a0Testers\u2069', userIds: [] };
    expect(formToUpdatePayload(invisible)).toStrictEqual({ name: 'Staff', description: 'Testers' });
    expect(formToCreatePayload(invisible)).toStrictEqual({ name: 'Staff', description: 'Testers', user_ids: [] });
  });

  it('round-trips form -> payload -> record -> form', () => {
    const form = { name: 'Staff', description: 'Testers', userIds: [1005, 1001] };
    const payload = formToCreatePayload(form);
    const back = groupToForm(
      groupFromRecord({
        id: 9,
        name: payload.name,
        description: payload.description,
        users: payload.user_ids.map((id) => ({ id, full_name: `U${id}` })),
      }),
    );
    expect(back).toEqual(form);
    expect(sameGroupForm(back, { ...form, userIds: [1001, 1005] })).toBe(true);
    expect(sameGroupForm(back, { ...form, userIds: [1001] })).toBe(false);
  });

  it('reads users tolerantly', () => {
    expect(userFromRecord({ id: 4, full_name: '  ' })).toEqual({ id: 4, fullName: 'User 4' });
    expect(userFromRecord({ full_name: 'x' })).toBeNull();
    expect(() => groupFromRecord({ name: 'x' })).toThrow(TypeError);
  });
});

describe('promotion group validation', () => {
  it('requires a name', () => {
    expect(validateGroup(emptyGroupForm())).toEqual({ name: GROUP_MESSAGES.nameRequired });
    expect(validateGroup({ name: '  ', description: '', userIds: [] }).name).toBe(GROUP_MESSAGES.nameRequired);
    // Invisible characters only (zero-width space, direction marks, no-break space) are blank too.
    expect(validateGroup({ name: '\u200b\u200f\u00a0', description: '', userIds: [] }).name).toBe(GROUP_MESSAGES.nameRequired);
    expect(validateGroup({ name: 'Staff', description: '', userIds: [] })).toEqual({});
  });

  it('limits the name and the description', () => {
    expect(validateGroup({ name: 'x'.repeat(256), description: 'd'.repeat(1001), userIds: [] })).toEqual({
      name: GROUP_MESSAGES.nameTooLong,
      description: GROUP_MESSAGES.descriptionTooLong,
    });
  });

  it('places 422 messages on their fields', () => {
    expect(
      groupServerErrors({
        errors: { name: ['The name has already been taken.'], 'user_ids.0': ['The selected user_ids.0 is invalid.'], other: ['Odd.'] },
      }),
    ).toEqual({ fields: { name: 'The name has already been taken.', userIds: 'The selected user_ids.0 is invalid.' }, other: ['Odd.'] });
  });
});

describe('promotion group drafts (kernel/formDraft.ts)', () => {
  it('reads back a stored form; refuses other shapes; drops ids that are not ids', () => {
    const form = { name: 'Staff ', description: '', userIds: [3, 9] };
    expect(groupFormFromDraft(JSON.parse(JSON.stringify(form)))).toEqual(form);
    expect(groupFormFromDraft({ name: 'x', userIds: [] })).toBeNull();
    expect(groupFormFromDraft([])).toBeNull();
    expect(groupFormFromDraft({ name: 'x', description: 'y', userIds: [1, '2', -3, 1.5, 1] })).toEqual({
      name: 'x',
      description: 'y',
      userIds: [1],
    });
  });
});

describe('users to pick from', () => {
  it("adds the group's members the users list left out, once, after the listed ones", () => {
    const listed = [
      { id: 1, fullName: 'Ahmad' },
      { id: 2, fullName: 'Sara' },
    ];
    const members = [
      { id: 2, fullName: 'Sara (member)' },
      { id: 9, fullName: 'ليلى' },
    ];
    expect(withMembers(listed, members)).toEqual([...listed, { id: 9, fullName: 'ليلى' }]);
    expect(withMembers(listed, undefined)).toEqual(listed);
  });
});

describe('validation in Arabic', () => {
  afterEach(async () => {
    await setLocale('en');
  });

  it('says every problem of the form in Arabic, its numbers isolated', async () => {
    await setLocale('ar');
    expect(validateGroup({ name: '', description: '', userIds: [] })).toEqual({ name: 'أدخل اسم المجموعة.' });
    expect(validateGroup({ name: 'x'.repeat(256), description: 'y'.repeat(1001), userIds: [] })).toEqual({
      name: 'يجب ألا يتجاوز عدد أحرف الاسم \u2068255\u2069.',
      description: 'يجب ألا يتجاوز عدد أحرف الوصف \u20681000\u2069.',
    });
    expect(userFromRecord({ id: 9, full_name: '' })).toEqual({ id: 9, fullName: 'المستخدم \u20689\u2069' });
  });
});
