import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnnouncer } from './useAnnouncer';

describe('useAnnouncer', () => {
  it('starts empty and shows what is announced', () => {
    const { result } = renderHook(() => useAnnouncer());
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('cash_out_atm removed'));
    expect(result.current[0]).toBe('cash_out_atm removed');
  });

  it('changes the text when the same words come twice in a row, so they are spoken again', () => {
    const { result } = renderHook(() => useAnnouncer());
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      act(() => result.current[1]('Select at least one option.'));
      seen.push(result.current[0]);
    }
    expect(seen[1]).not.toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
    // Only invisible whitespace differs.
    expect(seen.map((text) => text.trim())).toEqual(Array(3).fill('Select at least one option.'));
  });

  it('clears, and keeps its functions stable across renders', () => {
    const { result, rerender } = renderHook(() => useAnnouncer());
    const [, announce, clear] = result.current;
    act(() => announce('3 users added'));
    rerender();
    expect(result.current[1]).toBe(announce);
    expect(result.current[2]).toBe(clear);
    act(() => clear());
    expect(result.current[0]).toBe('');
  });
});
