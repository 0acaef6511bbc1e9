import { afterEach, describe, expect, it } from 'vitest';
import { defaultDemoSettings, getDemoSettings, loadDemoSettingsFromUrl, parseDemoParams, setDemoSettings, shouldFail } from './settings';

afterEach(() => {
  setDemoSettings({});
  window.sessionStorage.clear();
});

describe('demo switches', () => {
  it('parses delay, failing areas and rows from the query', () => {
    expect(parseDemoParams('?demo-delay=1500&demo-fail=auth,%20Fees&demo-rows=1000')).toEqual({
      delayMs: 1500,
      fail: ['auth', 'fees'],
      rows: 1000,
    });
    expect(parseDemoParams('?demo-fail=all')).toEqual({ fail: 'all' });
    expect(parseDemoParams('?demo-delay=-5&demo-rows=lots')).toEqual({});
    expect(parseDemoParams('?tab=1')).toEqual({});
  });

  it('fails only the named areas, or all', () => {
    setDemoSettings({ fail: ['fees'] });
    expect(shouldFail('fees')).toBe(true);
    expect(shouldFail('auth')).toBe(false);
    setDemoSettings({ fail: 'all' });
    expect(shouldFail('auth')).toBe(true);
  });

  it('setDemoSettings replaces everything; omitted fields return to defaults', () => {
    setDemoSettings({ delayMs: 300, rows: 50 });
    setDemoSettings({ fail: 'all' });
    expect(getDemoSettings()).toEqual({ delayMs: 0, fail: 'all', rows: 0 });
    setDemoSettings({});
    expect(getDemoSettings()).toEqual(defaultDemoSettings);
  });

  it('keeps URL switches in sessionStorage across navigation, until ?demo-reset', () => {
    loadDemoSettingsFromUrl('?demo-delay=800&demo-fail=kyc', window.sessionStorage);
    setDemoSettings({});
    expect(loadDemoSettingsFromUrl('', window.sessionStorage)).toEqual({ delayMs: 800, fail: ['kyc'], rows: 0 });
    expect(loadDemoSettingsFromUrl('?demo-delay=0', window.sessionStorage)).toEqual({ delayMs: 0, fail: ['kyc'], rows: 0 });
    expect(loadDemoSettingsFromUrl('?demo-reset', window.sessionStorage)).toEqual(defaultDemoSettings);
    expect(loadDemoSettingsFromUrl('', window.sessionStorage)).toEqual(defaultDemoSettings);
  });

  it('reads ?demo-concurrent (another admin saving meanwhile) and keeps it for the tab', () => {
    expect(parseDemoParams('?demo-concurrent=1')).toEqual({ concurrent: true });
    expect(parseDemoParams('?demo-concurrent=0')).toEqual({ concurrent: false });
    loadDemoSettingsFromUrl('?demo-concurrent=1', window.sessionStorage);
    setDemoSettings({});
    expect(loadDemoSettingsFromUrl('', window.sessionStorage).concurrent).toBe(true);
    expect(loadDemoSettingsFromUrl('?demo-reset', window.sessionStorage).concurrent).toBeUndefined();
  });

  it('ignores a corrupt stored entry', () => {
    window.sessionStorage.setItem('admin-demo:settings', '{not json');
    expect(loadDemoSettingsFromUrl('', window.sessionStorage)).toEqual(defaultDemoSettings);
  });
});
