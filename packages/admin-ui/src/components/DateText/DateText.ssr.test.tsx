import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetDateFormats } from '../../format/format';
import { DateText } from './DateText';

// The reader is in Amman (UTC+3) for this file only: the unit tests share a process, file after file, so the zone is
// put back after, and the formats made in either zone are forgotten (a format without a zone keeps the one it was made in).
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Amman';
  forgetDateFormats();
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  forgetDateFormats();
});
describe('DateText rendered on a server, then hydrated', () => {
  it("writes UTC on the server (the same text when hydrating, no mismatch), then the reader's zone (Asia/Amman)", async () => {
    const value = '2026-01-20T22:30:00Z'; // 21 Jan, 01:30 in Amman
    const serverHtml = serverMarkupOf(<DateText value={value} show="dateTime" />);
    expect(serverHtml).toContain('20 Jan 2026, 22:30');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DateText value={value} show="dateTime" />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const time = within(container).getByText('21 Jan 2026, 01:30');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/21 January 2026 at 01:30/);
    container.remove();
  });

  it('keeps a given timeZone on both sides', () => {
    const serverHtml = serverMarkupOf(<DateText value="2026-01-20T22:30:00Z" show="dateTime" timeZone="Asia/Amman" />);
    expect(serverHtml).toContain('21 Jan 2026, 01:30');
  });
});
