/**
 * The callback's calendar invitation (supabase/functions/notify-leads/invitation.ts): read back
 * with a strict iCalendar line parser, its DTSTART/DTEND are the UTC instants of the chosen date
 * and hourly slot on London's wall clock, in summer (BST, UTC+1) and winter (GMT), on the days
 * the clocks change, for every slot, whatever the host's own time zone.
 * @see docs/requirements.md §3.1 (callback_requests), §5 (the 16 hourly slots)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { callbackInvitation, parseSlot, visitorSlot, zonedTimeToUtc, type CallbackInvitationInput } from '../../supabase/functions/notify-leads/invitation.ts';

const BASE: CallbackInvitationInput = {
  uid: 'callback_requests/6f1c1d1e-0000-4000-8000-000000000002@thumbcraft.studio',
  name: 'Sam Okafor',
  phone: '07700 900456',
  channelLink: 'https://youtube.com/@samstreams',
  date: '2026-07-15',
  slot: '10:00-11:00',
  timeZone: 'Europe/London',
  createdAt: new Date('2026-07-13T12:00:00Z'),
};

/**
 * A strict reading of an iCalendar file (RFC 5545 §3.1): every line ends in CRLF, folded lines
 * continue with one space or tab, every content line is `NAME[;PARAMS]:VALUE`. Returns the
 * properties of the one VEVENT, with the calendar's own, refusing anything else.
 */
function parseIcs(ics: string): { calendar: Map<string, string>; event: Map<string, string> } {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
  const lines = ics.slice(0, -2).replace(/\r\n[ \t]/g, '').split('\r\n');
  const calendar = new Map<string, string>();
  const event = new Map<string, string>();
  const stack: string[] = [];
  for (const line of lines) {
    const m = /^([A-Z][A-Z0-9-]*)((?:;[A-Z-]+=[^;:]*)*):(.*)$/.exec(line);
    expect(m, `not a content line: ${JSON.stringify(line)}`).not.toBeNull();
    const [, name, , value] = m!;
    if (name === 'BEGIN') stack.push(value!);
    else if (name === 'END') expect(stack.pop()).toBe(value);
    else {
      const target = stack.join('/') === 'VCALENDAR/VEVENT' ? event : stack.join('/') === 'VCALENDAR' ? calendar : null;
      expect(target, `property outside a component: ${line}`).not.toBeNull();
      expect(target!.has(name!), `repeated ${name}`).toBe(false);
      target!.set(name!, value!);
    }
  }
  expect(stack).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  return { calendar, event };
}

/** DTSTART and DTEND of `input`'s invitation, checked to be UTC date-times, as ISO strings. */
function instants(input: Partial<CallbackInvitationInput>): [string, string] {
  const { event } = parseIcs(callbackInvitation({ ...BASE, ...input }).ics);
  const utc = (value: string | undefined) => {
    const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
    expect(m, `not a UTC date-time: ${value}`).not.toBeNull();
    return `${m![1]}-${m![2]}-${m![3]}T${m![4]}:${m![5]}:${m![6]}.000Z`;
  };
  return [utc(event.get('DTSTART')), utc(event.get('DTEND'))];
}

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('callbackInvitation', () => {
  it('is one event: the calendar header, UID, summary with the name, description, DTSTAMP the lead’s own time', () => {
    const { calendar, event } = parseIcs(callbackInvitation(BASE).ics);
    expect(Object.fromEntries(calendar)).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH', PRODID: 'thumbcraft-studio/notify-leads' });
    expect(Object.fromEntries(event)).toMatchObject({
      UID: BASE.uid,
      SUMMARY: 'Callback: Sam Okafor',
      DTSTAMP: '20260713T120000Z',
      STATUS: 'CONFIRMED',
      DESCRIPTION: 'Phone number: 07700 900456\\nChannel link: https://youtube.com/@samstreams\\nTime zone: Europe/London (10:00–11:00 local time)',
    });
  });

  it('a summer date (BST, UTC+1): 10:00–11:00 London is 09:00Z–10:00Z', () => {
    expect(instants({ date: '2026-07-15', slot: '10:00-11:00' })).toEqual(['2026-07-15T09:00:00.000Z', '2026-07-15T10:00:00.000Z']);
  });

  it('a winter date (GMT, UTC+0): 10:00–11:00 London is 10:00Z–11:00Z', () => {
    expect(instants({ date: '2026-12-01', slot: '10:00-11:00' })).toEqual(['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z']);
  });

  it('the days the clocks change: 29 March 2026 is already BST at 07:00, 25 October 2026 GMT again', () => {
    expect(instants({ date: '2026-03-29', slot: '07:00-08:00' })).toEqual(['2026-03-29T06:00:00.000Z', '2026-03-29T07:00:00.000Z']);
    expect(instants({ date: '2026-03-28', slot: '22:00-23:00' })).toEqual(['2026-03-28T22:00:00.000Z', '2026-03-28T23:00:00.000Z']);
    expect(instants({ date: '2026-10-25', slot: '07:00-08:00' })).toEqual(['2026-10-25T07:00:00.000Z', '2026-10-25T08:00:00.000Z']);
    expect(instants({ date: '2026-10-24', slot: '22:00-23:00' })).toEqual(['2026-10-24T21:00:00.000Z', '2026-10-24T22:00:00.000Z']);
  });

  it('every one of the 16 slots is a one-hour event starting at its hour on London’s clock', () => {
    for (let hour = 7; hour <= 22; hour += 1) {
      const slot = `${String(hour).padStart(2, '0')}:00-${String(hour + 1).padStart(2, '0')}:00`;
      const [summerStart, summerEnd] = instants({ date: '2026-07-15', slot });
      const [winterStart, winterEnd] = instants({ date: '2026-12-01', slot });
      expect(Date.parse(summerEnd) - Date.parse(summerStart), slot).toBe(3_600_000);
      expect(Date.parse(winterEnd) - Date.parse(winterStart), slot).toBe(3_600_000);
      expect(new Date(summerStart).getUTCHours(), slot).toBe(hour - 1);
      expect(new Date(winterStart).getUTCHours(), slot).toBe(hour);
    }
  });

  it('does not depend on the host’s time zone', () => {
    const reference = callbackInvitation(BASE).ics;
    for (const tz of ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(callbackInvitation(BASE).ics, tz).toBe(reference);
    }
  });

  it('follows another agency time zone when configured (New York in July is UTC−4)', () => {
    expect(instants({ timeZone: 'America/New_York' })).toEqual(['2026-07-15T14:00:00.000Z', '2026-07-15T15:00:00.000Z']);
  });

  it('a name or phone with line breaks cannot add a property', () => {
    const { event } = parseIcs(callbackInvitation({ ...BASE, name: 'Eve\r\nATTENDEE:mailto:x@evil.example\rX-EVIL:1', phone: '1\nDTSTART:19700101T000000Z' }).ics);
    expect(event.has('ATTENDEE')).toBe(false);
    expect(event.has('X-EVIL')).toBe(false);
    expect(event.get('SUMMARY')).toBe('Callback: Eve ATTENDEE:mailto:x@evil.example X-EVIL:1');
    expect(event.get('DTSTART')).toBe('20260715T090000Z');
  });

  it('refuses a malformed slot or date', () => {
    expect(() => callbackInvitation({ ...BASE, slot: '11:00-10:00' })).toThrow(/Not a time slot/);
    expect(() => callbackInvitation({ ...BASE, slot: '10:00' })).toThrow(/Not a time slot/);
    expect(() => callbackInvitation({ ...BASE, date: '2026-02-30' })).toThrow(/Not a calendar date/);
    expect(() => callbackInvitation({ ...BASE, date: '15/07/2026' })).toThrow(/Not a date/);
  });
});

describe("the visitor's time", () => {
  it('stays an event in London time, with the visitor\'s time in its description', () => {
    const { event } = parseIcs(callbackInvitation({ ...BASE, visitorTimeZone: 'America/New_York' }).ics);
    expect(Object.fromEntries(event)).toMatchObject({
      DTSTART: '20260715T090000Z',
      DTEND: '20260715T100000Z',
      DESCRIPTION: "Phone number: 07700 900456\\nChannel link: https://youtube.com/@samstreams\\nTime zone: Europe/London (10:00–11:00 local time)\\nThe visitor's time: 05:00–06:00 (America/New_York)",
    });
  });

  it('visitorSlot: DST-correct on both sides, the visitor\'s date where it differs, nothing for London or no zone', () => {
    // 29 March 2026: the UK is on BST from 01:00 UTC, New York has been on EDT since 8 March.
    expect(visitorSlot('2026-03-29', '09:00-10:00', 'Europe/London', 'America/New_York')).toBe('04:00–05:00 (America/New_York)');
    expect(visitorSlot('2026-03-28', '09:00-10:00', 'Europe/London', 'America/New_York')).toBe('05:00–06:00 (America/New_York)');
    expect(visitorSlot('2026-11-28', '22:00-23:00', 'Europe/London', 'Asia/Tokyo')).toBe('07:00–08:00 on Sunday 29 November (Asia/Tokyo)');
    expect(visitorSlot('2026-11-28', '09:00-10:00', 'Europe/London', 'Asia/Kolkata')).toBe('14:30–15:30 (Asia/Kolkata)');
    expect(visitorSlot('2026-11-28', '09:00-10:00', 'Europe/London', 'Europe/London')).toBeNull();
    expect(visitorSlot('2026-11-28', '09:00-10:00', 'Europe/London', null)).toBeNull();
    expect(visitorSlot('2026-11-28', '09:00-10:00', 'Europe/London', 'Nowhere/Land')).toBe('Nowhere/Land (a time zone this server cannot convert)');
  });
});

describe('parseSlot and zonedTimeToUtc', () => {
  it('split a slot and place a wall time of a zone on the UTC timeline', () => {
    expect(parseSlot('22:00-23:00')).toEqual({ start: '22:00', end: '23:00' });
    expect(zonedTimeToUtc('2026-07-15', '00:30', 'Europe/London').toISOString()).toBe('2026-07-14T23:30:00.000Z');
    expect(zonedTimeToUtc('2026-01-15', '00:30', 'Europe/London').toISOString()).toBe('2026-01-15T00:30:00.000Z');
    // 01:30 on 29 March 2026 does not exist in London (01:00 → 02:00): it lands an hour later.
    expect(zonedTimeToUtc('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
