/**
 * The callback slots on the visitor's own clock: the slots are UK time (London, as the agency
 * works); a visitor elsewhere also sees each slot in their own time for the chosen date. Intl
 * work, so it runs only once the form is used, never for the first render (docs/architecture.md
 * "The first view").
 * @see docs/requirements.md §5, §9
 */
import { CALLBACK_TIME_ZONE, VISITOR_TIME_ZONE_MAX_LENGTH, VISITOR_TIME_ZONE_PATTERN } from '../facts';
import { TIME_SLOTS, type SelectOption } from './options';

/** Whether `zone` is a time zone name the database stores (`VISITOR_TIME_ZONE_PATTERN`, at most 64 characters). */
export const isVisitorTimeZone = (zone: unknown): zone is string =>
  typeof zone === 'string' && zone.length <= VISITOR_TIME_ZONE_MAX_LENGTH && VISITOR_TIME_ZONE_PATTERN.test(zone);

/**
 * The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), e.g.
 * `'America/New_York'`.
 * @returns the name, or `null` where the browser gives none or one the database would refuse.
 */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isVisitorTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/** Reads an instant's wall clock in one zone: its date `YYYY-MM-DD` and time `HH:MM`. */
function wallClockOf(timeZone: string): (instant: number) => { date: string; time: string } {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  });
  return (instant) => {
    const parts = format.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
  };
}

/** The instant (epoch ms) at which `wallClock`'s zone reads `date` at `time`: its offset read at a first guess, then at the result. */
function instantOf(wallClock: ReturnType<typeof wallClockOf>, date: string, time: string): number {
  const asUtc = (d: string, t: string) => Date.parse(`${d}T${t}:00Z`);
  const wall = asUtc(date, time);
  const offsetAt = (instant: number) => {
    const read = wallClock(instant);
    return asUtc(read.date, read.time) - instant;
  };
  return wall - offsetAt(wall - offsetAt(wall));
}

/**
 * The callback form's 16 time slots, labelled for a visitor in `visitorTimeZone` on `date`:
 * each slot whose hours read otherwise on the visitor's clock carries them as its `detail`,
 * DST-correct for that date, with the date shift where there is one: `'09:00 - 10:00'` with
 * `'(04:00 - 05:00 your time)'`, `'07:00 - 08:00'` with `'(23:00 - 00:00 your time, previous
 * day)'` (the option's name joins them). The values stay the stored slots (`'09:00-10:00'`,
 * London time).
 * @param date - the chosen (or first offered) date, `YYYY-MM-DD`.
 * @param visitorTimeZone - the visitor's IANA zone; `null` or London's: the plain slots.
 * @returns `TIME_SLOTS` itself when no label changes (also for a zone Intl does not know).
 * @see docs/requirements.md §5
 */
export function timeSlotOptions(date: string, visitorTimeZone: string | null): readonly SelectOption[] {
  if (!visitorTimeZone || visitorTimeZone === CALLBACK_TIME_ZONE || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return TIME_SLOTS;
  try {
    const london = wallClockOf(CALLBACK_TIME_ZONE);
    const theirs = wallClockOf(visitorTimeZone);
    let changed = false;
    const options = TIME_SLOTS.map((option) => {
      const [from = '', to = ''] = option.value.split('-');
      const start = theirs(instantOf(london, date, from));
      const end = theirs(instantOf(london, date, to));
      if (start.date === date && start.time === from && end.time === to) return option;
      changed = true;
      const shift = start.date < date ? ', previous day' : start.date > date ? ', next day' : '';
      return { ...option, detail: `(${start.time} - ${end.time} your time${shift})` };
    });
    return changed ? options : TIME_SLOTS;
  } catch {
    return TIME_SLOTS;
  }
}
