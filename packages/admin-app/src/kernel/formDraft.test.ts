import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../platform/session/sessionStore';
import { clearClientState } from '../test/session';
import { draftOwner, formDraftKey, formDraftStore, useFormDraft } from './formDraft';

interface Form {
  name: string;
}
const readForm = (raw: unknown): Form | null =>
  typeof raw === 'object' && raw !== null && typeof (raw as Form).name === 'string' ? { name: (raw as Form).name } : null;
const same = (a: Form, b: Form) => a.name === b.name;

beforeEach(() => {
  clearClientState();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearClientState();
  window.sessionStorage.clear();
});

describe('formDraftStore', () => {
  it('keeps JSON per user and per form', () => {
    formDraftStore('7', 'discount:new').write({ name: 'Ramadan' });
    expect(formDraftStore('7', 'discount:new').read()).toEqual({ name: 'Ramadan' });
    expect(formDraftStore('8', 'discount:new').read()).toBeNull();
    expect(formDraftStore('7', 'discount:edit:3').read()).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(formDraftKey('7', 'discount:new'))!)).toMatchObject({ values: { name: 'Ramadan' } });
    formDraftStore('7', 'discount:new').clear();
    expect(formDraftStore('7', 'discount:new').read()).toBeNull();
  });

  it('reads corrupt or foreign entries as no draft', () => {
    window.sessionStorage.setItem(formDraftKey('7', 'a'), '{not json');
    window.sessionStorage.setItem(formDraftKey('7', 'b'), '"just a string"');
    window.sessionStorage.setItem(formDraftKey('7', 'c'), 'null');
    expect(formDraftStore('7', 'a').read()).toBeNull();
    expect(formDraftStore('7', 'b').read()).toBeNull();
    expect(formDraftStore('7', 'c').read()).toBeNull();
  });

  it('falls back to memory when sessionStorage refuses to write, and never throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = formDraftStore('7', 'group:new');
    expect(() => store.write({ name: 'Staff' })).not.toThrow();
    expect(store.read()).toEqual({ name: 'Staff' });
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('keeps nothing without an owner', () => {
    const store = formDraftStore(null, 'discount:new');
    store.write({ name: 'x' });
    expect(store.read()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('owns a draft by the user id, else the user name', () => {
    expect(draftOwner({ id: 1, user_name: 'admin' })).toBe('1');
    expect(draftOwner({ user_name: 'admin' })).toBe('admin');
    expect(draftOwner({})).toBeNull();
    expect(draftOwner(null)).toBeNull();
  });
});

describe('useFormDraft', () => {
  const signIn = (id = 1) => startSession('token', { id, is_admin: true, user_name: `admin${id}` }, false);
  const mount = (form = 'discount:new', initial: Form = { name: '' }) =>
    renderHook((props: { initial: Form }) => useFormDraft({ form, initial: props.initial, read: readForm, same }), {
      initialProps: { initial },
    });

  it('writes the values while they differ from the start, and drops them when they are the same again', () => {
    signIn();
    const { result } = mount();
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setValues({ name: 'Weekend' }));
    expect(result.current.dirty).toBe(true);
    expect(formDraftStore('1', 'discount:new').read()).toEqual({ name: 'Weekend' });
    act(() => result.current.setValues({ name: '' }));
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();
  });

  it('restores a draft on mount and says so; discard returns to the start and drops it', () => {
    signIn();
    formDraftStore('1', 'discount:edit:4').write({ name: 'Half typed' });
    const { result } = mount('discount:edit:4', { name: 'Saved name' });
    expect(result.current.values).toEqual({ name: 'Half typed' });
    expect(result.current.restored).toBe(true);
    act(() => result.current.discard());
    expect(result.current.values).toEqual({ name: 'Saved name' });
    expect(result.current.restored).toBe(false);
    expect(formDraftStore('1', 'discount:edit:4').read()).toBeNull();
  });

  it('stops calling the values restored once they are changed back, even when edited again', () => {
    signIn();
    formDraftStore('1', 'discount:new').write({ name: 'Half typed' });
    const { result } = mount();
    expect(result.current.restored).toBe(true);
    act(() => result.current.setValues({ name: '' }));
    expect(result.current.restored).toBe(false);
    act(() => result.current.setValues({ name: 'New' }));
    expect(result.current.restored).toBe(false);
  });

  it("ignores another user's draft and drafts that don't fit the form", () => {
    signIn(2);
    formDraftStore('1', 'discount:new').write({ name: 'Not yours' });
    expect(mount().result.current.values).toEqual({ name: '' });
    formDraftStore('2', 'discount:new').write({ title: 'old shape' });
    const { result } = mount();
    expect(result.current.values).toEqual({ name: '' });
    expect(result.current.restored).toBe(false);
  });

  it('keeps the draft when the form goes away because the session expired', () => {
    signIn();
    const { result, unmount } = mount();
    act(() => result.current.setValues({ name: 'Typed before the 401' }));
    act(() => endSession('expired'));
    unmount();
    expect(formDraftStore('1', 'discount:new').read()).toEqual({ name: 'Typed before the 401' });
  });

  it('drops the draft when the admin leaves the form while signed in, or logs out', () => {
    signIn();
    const view = mount();
    act(() => view.result.current.setValues({ name: 'Left on purpose' }));
    view.unmount();
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();

    const { result, unmount } = mount();
    act(() => result.current.setValues({ name: 'Logged out' }));
    act(() => endSession('logout'));
    unmount();
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();
  });

  it('keep() puts the last values back as the draft after the form is gone (its save failed after the admin left)', () => {
    signIn();
    const { result, unmount } = mount();
    act(() => result.current.setValues({ name: 'Sent, then left' }));
    const { keep } = result.current;
    unmount();
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();
    keep();
    expect(formDraftStore('1', 'discount:new').read()).toEqual({ name: 'Sent, then left' });
    // Values equal to the start are no draft.
    const { result: unchanged } = mount('discount:edit:2', { name: 'Same' });
    unchanged.current.keep();
    expect(formDraftStore('1', 'discount:edit:2').read()).toBeNull();
  });

  it('a draft kept while the form is still shown outlives the form (the admin was on the way elsewhere)', () => {
    signIn();
    const { result, unmount } = mount();
    act(() => result.current.setValues({ name: 'Sent, on the way out' }));
    act(() => result.current.keep());
    unmount();
    expect(formDraftStore('1', 'discount:new').read()).toEqual({ name: 'Sent, on the way out' });
  });

  it('after saved() writes nothing more', () => {
    signIn();
    const { result } = mount();
    act(() => result.current.setValues({ name: 'Saved' }));
    act(() => result.current.saved());
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();
    act(() => result.current.setValues({ name: 'Saved!' }));
    expect(formDraftStore('1', 'discount:new').read()).toBeNull();
  });
});
