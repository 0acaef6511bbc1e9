import { describe, expect, it, vi } from 'vitest';
import { initialLoadingState, setComponentLoading, startLoading, stopLoading } from './loadingState';
import { createLoadingStore } from './loadingStore';

describe('loading state (docs/product.md, Loading)', () => {
  it('starts with nothing loading', () => {
    expect(initialLoadingState).toEqual({ loading: false, count: 0, components: {}, message: '' });
  });

  it('start increments the count, sets the flag and stores the message', () => {
    const one = startLoading(initialLoadingState, 'Loading fees');
    expect(one).toEqual({ loading: true, count: 1, components: {}, message: 'Loading fees' });
    const two = startLoading(one);
    expect(two).toMatchObject({ loading: true, count: 2, message: 'Loading fees' });
  });

  it('stop decrements, and clears the flag and message only at zero', () => {
    const two = startLoading(startLoading(initialLoadingState, 'a'), 'b');
    const one = stopLoading(two);
    expect(one).toMatchObject({ loading: true, count: 1, message: 'b' });
    const zero = stopLoading(one);
    expect(zero).toMatchObject({ loading: false, count: 0, message: '' });
  });

  it('never lets the count go below zero', () => {
    const state = stopLoading(stopLoading(initialLoadingState));
    expect(state.count).toBe(0);
    expect(state.loading).toBe(false);
    expect(stopLoading(initialLoadingState)).toBe(initialLoadingState);
  });

  it('sets per-component flags independently of the count', () => {
    const state = setComponentLoading(setComponentLoading(initialLoadingState, 'feesTable', true), 'cliqList', true);
    expect(state.components).toEqual({ feesTable: true, cliqList: true });
    expect(state.loading).toBe(false);
    const off = setComponentLoading(state, 'feesTable', false);
    expect(off.components).toEqual({ feesTable: false, cliqList: true });
    expect(setComponentLoading(off, 'feesTable', false)).toBe(off);
  });

  it('reset clears a busy state: count, flag, message and component flags', () => {
    const store = createLoadingStore();
    store.start('Uploading');
    store.start();
    store.setComponentLoading('feesTable', true);
    expect(store.getState()).toEqual({ loading: true, count: 2, components: { feesTable: true }, message: 'Uploading' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.reset();
    expect(store.getState()).toEqual({ loading: false, count: 0, components: {}, message: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    // After a reset, a late stop of a load started before it cannot push the count below zero.
    store.stop();
    expect(store.getState()).toMatchObject({ loading: false, count: 0 });
  });
});

describe('loading store', () => {
  it('notifies subscribers on change only', () => {
    const store = createLoadingStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.stop();
    expect(listener).not.toHaveBeenCalled();
    store.start('Saving');
    store.start();
    store.stop();
    expect(store.getState()).toMatchObject({ loading: true, count: 1, message: 'Saving' });
    store.stop();
    expect(store.getState()).toMatchObject({ loading: false, count: 0, message: '' });
    expect(listener).toHaveBeenCalledTimes(4);
    store.setComponentLoading('table', true);
    store.reset();
    expect(store.getState()).toEqual(initialLoadingState);
  });
});
