/**
 * The email the agency gets for one lead: its subject, a text and an HTML body with every field
 * under the form's label, Reply-To the visitor, a Message-ID from the outbox row's idempotency
 * key, and for a callback the calendar invitation.
 * @see docs/requirements.md §3.1 (the lead tables and their fields), §5 (the forms)
 */
import { callbackInvitation, visitorSlot } from './invitation.ts';
import { sourceLine } from './source.ts';
import { escapeHtml, httpUrl, plainText, singleLine } from './text.ts';

/** The lead type each outbox `lead_table` names, as the subject words it. */
export const LEAD_TYPES = {
  free_sample_requests: 'free sample request',
  callback_requests: 'callback request',
  ContactQueries: 'contact message',
} as const;

/** A table whose rows are leads: one of the keys of {@link LEAD_TYPES}. */
export type LeadTable = keyof typeof LEAD_TYPES;

interface Field {
  column: string;
  /** The form's label (packages/ui's FreeSampleForm, CallbackForm, ContactForm). */
  label: string;
  optional?: true;
}

const name: Field = { column: 'name', label: 'Your name' };
const phone: Field = { column: 'phone', label: 'Phone number' };
const email: Field = { column: 'email', label: 'Email address' };
const channelLink: Field = { column: 'channel_link', label: 'Channel link', optional: true };

/** Each lead table's form fields, in the form's order. */
const FIELDS: Record<LeadTable, Field[]> = {
  free_sample_requests: [name, phone, email, { column: 'video_title', label: 'Video title' }, channelLink],
  callback_requests: [
    name, phone,
    { column: 'preferred_date', label: 'Preferred date' },
    { column: 'preferred_time_slot', label: 'Preferred time slot' },
    channelLink,
  ],
  ContactQueries: [name, email, { column: 'subject', label: 'Subject' }, { column: 'package_interest', label: 'Package interest' }, { column: 'message', label: 'Message' }],
};

/** A lead the function cannot turn into an email (unknown table, a field missing): retrying cannot help. */
export class InvalidLeadError extends Error {
  override name = 'InvalidLeadError';
}

/** An attachment: its text `content` (UTF-8) and MIME type. */
export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** A rendered lead email, without its sender and recipients (the transport adds those). */
export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor's email address, when the lead has one that is a plain address. */
  replyTo?: string;
  /** Extra headers; always `Message-ID`. */
  headers: Record<string, string>;
  attachments: EmailAttachment[];
}

/** What {@link renderLeadEmail} reads of a claimed outbox row. */
export interface LeadNotification {
  lead_table: string;
  /** The inserted row (`to_jsonb(new)`): the form's columns, `id`, `created_at`. */
  payload: unknown;
  idempotency_key: string;
}

/** How emails are rendered: the agency's time zone (IANA) and the Message-ID's domain. */
export interface RenderSettings {
  timeZone: string;
  messageIdDomain: string;
}

/** An address fit for a Reply-To header: no whitespace, quotes, brackets, commas or second `@`. */
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

const isLeadTable = (table: string): table is LeadTable => Object.hasOwn(LEAD_TYPES, table);

/** The row's value of `column` as a string (`null` when absent or empty and optional). */
function valueOf(row: Record<string, unknown>, field: Field): string | null {
  const value = row[field.column];
  if (value === null || value === undefined || value === '') {
    if (field.optional) return null;
    throw new InvalidLeadError(`The lead has no ${field.column}`);
  }
  if (typeof value !== 'string') throw new InvalidLeadError(`The lead's ${field.column} is not text`);
  return value;
}

/** `2026-12-01` → `2026-12-01 (Tuesday)`. */
const withWeekday = (date: string) =>
  `${date} (${new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))})`;

/**
 * `instant` on the wall clock of `timeZone`, e.g. `Tuesday 1 December 2026 at 18:05`, built from
 * Intl's parts (their punctuation differs between ICU versions, so between Node and Deno).
 */
function wallClock(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')}`;
}

/**
 * Renders one claimed outbox row as the agency's email.
 * - Subject `New <lead type>: <name>` (lead types of {@link LEAD_TYPES}); the name on one line.
 * - Text and HTML bodies list every form field under its label (an absent channel link reads
 *   `(none given)`); a callback's slot reads e.g. `10:00–11:00 (Europe/London)`, followed by
 *   the visitor's own time where their zone is another (`, that is 05:00–06:00
 *   (America/New_York) for the visitor`), its date `2026-12-01 (Tuesday)`. Then, when the lead
 *   has one, a `Source` line ({@link sourceLine}: `youtube · campaign bio-link · landed on / ·
 *   from youtube.com`). In HTML every value is escaped and the channel link is an `<a>` only
 *   when it is an http(s) URL.
 * - `replyTo`: the visitor's email (free sample, contact); a callback has none.
 * - `headers['Message-ID']`: `<key@messageIdDomain>`, the idempotency key with characters
 *   other than letters, digits, `.`, `_`, `-` as `.`, so a resend carries the same id.
 * - `attachments`: a callback's `callback.ics` ({@link callbackInvitation}).
 * @throws InvalidLeadError for an unknown `lead_table`, a payload that is not an object, or a
 *   required field missing; Error from the invitation for a malformed date or slot.
 */
export function renderLeadEmail(notification: LeadNotification, settings: RenderSettings): LeadEmail {
  const { lead_table: table, payload } = notification;
  if (!isLeadTable(table)) throw new InvalidLeadError(`Not a lead table: ${JSON.stringify(table)}`);
  if (typeof payload !== 'object' || payload === null) throw new InvalidLeadError('The lead has no payload');
  const row = payload as Record<string, unknown>;
  const values = FIELDS[table].map((field) => ({ field, value: valueOf(row, field) }));
  const get = (column: string) => values.find((v) => v.field.column === column)?.value ?? null;
  const { timeZone } = settings;
  const visitorTimeZone = typeof row.visitor_time_zone === 'string' ? row.visitor_time_zone : null;
  const theirs = (slot: string) => {
    const time = visitorSlot(get('preferred_date')!, slot, timeZone, visitorTimeZone);
    return time ? `, that is ${time} for the visitor` : '';
  };

  const shown = (column: string, value: string) =>
    column === 'preferred_date' ? withWeekday(value)
      : column === 'preferred_time_slot' ? `${value.replace('-', '–')} (${timeZone})${theirs(value)}`
        : value;
  const source = sourceLine(row);
  const shownValues = [...values, ...(source ? [{ field: { column: 'source', label: 'Source' }, value: source }] : [])];
  const lines = shownValues.map(({ field, value }) => {
    const text = value === null ? '(none given)' : plainText(shown(field.column, value));
    return text.includes('\n') ? `${field.label}:\n${text}` : `${field.label}: ${text}`;
  });
  const cells = shownValues.map(({ field, value }) => {
    const link = field.column === 'channel_link' && value !== null ? httpUrl(value) : null;
    const html = value === null ? '<i>(none given)</i>'
      : link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>`
        : escapeHtml(shown(field.column, value)).replace(/\n/g, '<br>');
    return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(field.label)}</th><td style="padding:4px 0">${html}</td></tr>`;
  });

  const who = singleLine(get('name') ?? '') || '(no name)';
  const title = `New ${LEAD_TYPES[table]}`;
  const created = typeof row.created_at === 'string' ? new Date(row.created_at) : null;
  const received = created && !Number.isNaN(created.getTime())
    ? `Received ${wallClock(created, timeZone)} (${timeZone}).`
    : null;
  const address = get('email');
  const replyTo = address !== null && PLAIN_ADDRESS.test(address) ? address : undefined;

  const attachments: EmailAttachment[] = [];
  let note = replyTo ? `Reply to this email to answer ${who}.` : null;
  if (table === 'callback_requests') {
    const invitation = callbackInvitation({
      uid: `${notification.idempotency_key}@${settings.messageIdDomain}`,
      name: who, phone: get('phone')!, channelLink: get('channel_link'),
      date: get('preferred_date')!, slot: get('preferred_time_slot')!, timeZone, visitorTimeZone,
      createdAt: created && !Number.isNaN(created.getTime()) ? created : new Date(0),
    });
    attachments.push({ filename: 'callback.ics', content: invitation.ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    note = `Call ${who} back on ${shown('preferred_date', get('preferred_date')!)}, ${shown('preferred_time_slot', get('preferred_time_slot')!)}: the invitation is attached.`;
  }
  const footer = [note, received].filter((line): line is string => line !== null);

  return {
    subject: `${title}: ${who}`,
    text: [title, '', ...lines, '', ...footer].join('\n') + '\n',
    html: [
      '<!doctype html>',
      '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">',
      `<h1 style="font-size:18px">${escapeHtml(title)}</h1>`,
      `<table role="presentation" style="border-collapse:collapse">${cells.join('')}</table>`,
      ...footer.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</body></html>',
    ].join('\n'),
    ...(replyTo ? { replyTo } : {}),
    headers: { 'Message-ID': `<${notification.idempotency_key.replace(/[^A-Za-z0-9._-]/g, '.')}@${settings.messageIdDomain}>` },
    attachments,
  };
}
