/**
 * The notify-leads function's email for each lead type (supabase/functions/notify-leads/email.ts):
 * every field under the form's label in text and HTML, subject, Reply-To, Message-ID; and what a
 * visitor typed stays data — escaped in HTML, never a link unless an http(s) channel link, never
 * a header (checked on the raw MIME nodemailer writes).
 * @see docs/requirements.md §3.1, §5
 */
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { InvalidLeadError, renderLeadEmail, type LeadEmail } from '../../supabase/functions/notify-leads/email.ts';
import { nodemailerMessage } from '../../supabase/functions/notify-leads/transport.ts';
import { CALLBACK, CONTACT, FREE_SAMPLE, SETTINGS, withPayload } from './fixtures';

const render = (notification: typeof FREE_SAMPLE | typeof CALLBACK | typeof CONTACT) => renderLeadEmail(notification, SETTINGS);

/** The raw message nodemailer writes for `email` (the SMTP transport's own message options). */
async function rawMime(email: LeadEmail): Promise<string> {
  const mailer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await mailer.sendMail(nodemailerMessage(email, { from: 'ThumbCraft Studio website <website@thumbcraft.studio>', to: ['leads@thumbcraft.studio'] }));
  return (info.message as Buffer).toString('utf8');
}

/** The top-level headers of a raw message, unfolded, as `[name, value]` in order. */
function headersOf(raw: string): [string, string][] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return head.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
}

describe('renderLeadEmail', () => {
  it('a free sample request: subject, every field in text and HTML, Reply-To the visitor, Message-ID from the key', () => {
    const email = render(FREE_SAMPLE);
    expect(email.subject).toBe('New free sample request: Riley Parker');
    expect(email.text).toBe(
      [
        'New free sample request',
        '',
        'Your name: Riley Parker',
        'Phone number: +44 7700 900123',
        'Email address: riley@example.com',
        'Video title: I Tried 100 Days of Hardcore',
        'Channel link: https://youtube.com/@rileyplays',
        '',
        'Reply to this email to answer Riley Parker.',
        'Received Wednesday 1 July 2026 at 10:30 (Europe/London).',
        '',
      ].join('\n'),
    );
    for (const [label, value] of [
      ['Your name', 'Riley Parker'],
      ['Phone number', '+44 7700 900123'],
      ['Email address', 'riley@example.com'],
      ['Video title', 'I Tried 100 Days of Hardcore'],
    ]) {
      expect(email.html).toMatch(new RegExp(`<th[^>]*>${label}</th><td[^>]*>${value!.replace('+', '\\+')}</td>`));
    }
    expect(email.html).toMatch(/<th[^>]*>Channel link<\/th><td[^>]*><a href="https:\/\/youtube\.com\/@rileyplays">https:\/\/youtube\.com\/@rileyplays<\/a><\/td>/);
    expect(email.replyTo).toBe('riley@example.com');
    expect(email.headers).toEqual({ 'Message-ID': '<free_sample_requests.6f1c1d1e-0000-4000-8000-000000000001@thumbcraft.studio>' });
    expect(email.attachments).toEqual([]);
  });

  it('a callback request: date with weekday, slot in London time, no channel link given, no Reply-To, an .ics attached', () => {
    const email = render(CALLBACK);
    expect(email.subject).toBe('New callback request: Sam Okafor');
    expect(email.text).toBe(
      [
        'New callback request',
        '',
        'Your name: Sam Okafor',
        'Phone number: 07700 900456',
        'Preferred date: 2026-07-15 (Wednesday)',
        'Preferred time slot: 10:00–11:00 (Europe/London)',
        'Channel link: (none given)',
        '',
        'Call Sam Okafor back on 2026-07-15 (Wednesday), 10:00–11:00 (Europe/London): the invitation is attached.',
        'Received Monday 13 July 2026 at 13:00 (Europe/London).',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Preferred time slot</th><td style="padding:4px 0">10:00–11:00 (Europe/London)</td>');
    expect(email.html).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0">Channel link</th><td style="padding:4px 0"><i>(none given)</i></td>');
    expect(email.replyTo).toBeUndefined();
    expect(email.headers['Message-ID']).toBe('<callback_requests.6f1c1d1e-0000-4000-8000-000000000002@thumbcraft.studio>');
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ filename: 'callback.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(email.attachments[0]!.content).toContain('DTSTART:20260715T090000Z\r\n');
  });

  it('a contact message: every field, the message on its own lines, Reply-To the visitor', () => {
    const email = render(CONTACT);
    expect(email.subject).toBe('New contact message: Jordan Lee');
    expect(email.text).toBe(
      [
        'New contact message',
        '',
        'Your name: Jordan Lee',
        'Email address: jordan@example.com',
        'Subject: A series of 12 thumbnails',
        'Package interest: Pro Engage',
        'Message:',
        'Line one',
        'Line two',
        '',
        'Reply to this email to answer Jordan Lee.',
        'Received Tuesday 1 December 2026 at 18:05 (Europe/London).',
        '',
      ].join('\n'),
    );
    expect(email.html).toContain('>Package interest</th><td style="padding:4px 0">Pro Engage</td>');
    expect(email.html).toContain('>Message</th><td style="padding:4px 0">Line one<br>Line two</td>');
    expect(email.replyTo).toBe('jordan@example.com');
  });

  it('renders the same bytes every time (a retry sends the same email, as Resend’s idempotency needs)', () => {
    for (const lead of [FREE_SAMPLE, CALLBACK, CONTACT]) expect(render(lead)).toEqual(render(lead));
  });

  it('refuses what is not a lead: an unknown table, no payload, a required field missing or not text', () => {
    expect(() => render({ ...FREE_SAMPLE, lead_table: 'Subscribers' })).toThrow(InvalidLeadError);
    expect(() => render({ ...FREE_SAMPLE, lead_table: 'toString' })).toThrow(InvalidLeadError);
    expect(() => render({ ...FREE_SAMPLE, payload: null as never })).toThrow(InvalidLeadError);
    expect(() => render(withPayload(FREE_SAMPLE, { video_title: undefined }))).toThrow(/no video_title/);
    expect(() => render(withPayload(CONTACT, { message: 42 }))).toThrow(/message is not text/);
    expect(() => render(withPayload(CALLBACK, { preferred_time_slot: '11:00-10:00' }))).toThrow(/Not a time slot/);
  });
});

describe('how the lead found the site: the Source line', () => {
  const SOURCE = {
    utm_source: 'youtube', utm_campaign: 'bio-link', source_landing_path: '/portfolio', source_referrer: 'https://www.youtube.com',
  };

  it.each([FREE_SAMPLE, CALLBACK, CONTACT].map((lead) => [lead.lead_table, lead] as const))('%s: one Source line after the fields, in text and HTML', (_table, lead) => {
    const email = render(withPayload(lead, SOURCE));
    const line = 'youtube · campaign bio-link · landed on /portfolio · from youtube.com';
    expect(email.text).toContain(`\nSource: ${line}\n\n`);
    expect(email.html).toContain(`<th align="left" valign="top" style="padding:4px 12px 4px 0">Source</th><td style="padding:4px 0">${line}</td></tr></table>`);
  });

  it('every part, in order: source, medium, campaign, term, content, landing path, referrer host, ad click ids', () => {
    const email = render(withPayload(CONTACT, {
      ...SOURCE, utm_medium: 'social', utm_term: 'gaming thumbnails', utm_content: 'pinned', gclid: 'EAIaIQ', fbclid: 'IwAR2', source_referrer: 'http://localhost:8080',
    }));
    expect(email.text).toContain(
      'Source: youtube · medium social · campaign bio-link · term gaming thumbnails · content pinned · landed on /portfolio · from localhost:8080 · a Google Ads click (gclid) · a Facebook or Instagram link (fbclid)\n',
    );
  });

  it('a lead without a source (a direct visit, or stored before the columns existed) has no Source line', () => {
    for (const lead of [FREE_SAMPLE, CALLBACK, CONTACT, withPayload(CONTACT, { utm_source: null, gclid: '', source_landing_path: 42 })]) {
      expect(render(lead).text).not.toContain('Source');
      expect(render(lead).html).not.toContain('>Source<');
    }
  });

  it('what the link carried stays data: escaped in HTML, on one line in text', () => {
    const email = render(withPayload(CONTACT, { utm_source: '<img src=x onerror=alert(1)>', utm_campaign: 'a\r\nBcc: x@evil.test', source_landing_path: '/"><script>' }));
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; · campaign a Bcc: x@evil.test · landed on /&quot;&gt;&lt;script&gt;');
    expect(email.html).not.toMatch(/<img|<script/);
    expect(email.text).toContain('Source: <img src=x onerror=alert(1)> · campaign a Bcc: x@evil.test · landed on /"><script>\n');
  });
});

describe("a callback in the visitor's time zone", () => {
  it('the slot in London time and, where the visitor is elsewhere, in theirs: the field, the note, the invitation', () => {
    const email = render(withPayload(CALLBACK, { visitor_time_zone: 'America/New_York' }));
    const slot = '10:00–11:00 (Europe/London), that is 05:00–06:00 (America/New_York) for the visitor';
    expect(email.text).toContain(`Preferred time slot: ${slot}\n`);
    expect(email.text).toContain(`Call Sam Okafor back on 2026-07-15 (Wednesday), ${slot}: the invitation is attached.`);
    expect(email.html).toContain(`>Preferred time slot</th><td style="padding:4px 0">${slot}</td>`);
    expect(email.attachments[0]!.content).toContain('DTSTART:20260715T090000Z\r\n');
    expect(email.attachments[0]!.content.replace(/\r\n[ \t]/g, '')).toContain("The visitor's time: 05:00–06:00 (America/New_York)");
  });

  it("the visitor's date when it is another day: Los Angeles at 07:00 London in winter", () => {
    const email = render(withPayload(CALLBACK, { preferred_date: '2026-12-01', preferred_time_slot: '07:00-08:00', visitor_time_zone: 'America/Los_Angeles' }));
    expect(email.text).toContain('Preferred time slot: 07:00–08:00 (Europe/London), that is 23:00–00:00 on Monday 30 November (America/Los_Angeles) for the visitor\n');
  });

  it('a visitor in London, or with no zone stored, reads as before; a zone this server cannot convert is named as it is', () => {
    for (const zone of ['Europe/London', null, undefined]) {
      expect(render(withPayload(CALLBACK, { visitor_time_zone: zone })).text).toContain('Preferred time slot: 10:00–11:00 (Europe/London)\n');
    }
    expect(render(withPayload(CALLBACK, { visitor_time_zone: 'Mars/Olympus_Mons' })).text).toContain(
      'Preferred time slot: 10:00–11:00 (Europe/London), that is Mars/Olympus_Mons (a time zone this server cannot convert) for the visitor\n',
    );
  });
});

describe('what a visitor typed stays data', () => {
  it('HTML: a script, a tag, an entity and a link typed into fields arrive escaped, as text', () => {
    const email = render(
      withPayload(CONTACT, {
        name: 'Eve <script>alert(1)</script>',
        subject: '<a href="https://evil.example">win</a> &amp; <img src=x onerror=alert(1)>',
        message: '</td></tr></table><script>steal()</script>\n"quoted" \'single\'',
      }),
    );
    expect(email.html).not.toMatch(/<script|<img|<a |<\/table><script/i);
    expect(email.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;win&lt;/a&gt; &amp;amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;steal()&lt;/script&gt;<br>&quot;quoted&quot; &#39;single&#39;');
    expect(email.text).toContain('Your name: Eve <script>alert(1)</script>');
  });

  it('the channel link is a link only when it is an http(s) URL; javascript:, data: and others stay text', () => {
    for (const link of ['javascript:alert(1)', 'JaVaScRiPt:alert(document.cookie)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', '//evil.example/x', 'ftp://files.example/x', 'https//missing-colon.example']) {
      const email = render(withPayload(FREE_SAMPLE, { channel_link: link }));
      expect(email.html, link).not.toContain('<a ');
      expect(email.html, link).not.toContain('<script');
      expect(email.text, link).toContain(`Channel link: ${link}`);
    }
  });

  it('an http(s) link cannot break out of its href: quotes and brackets are encoded', () => {
    const email = render(withPayload(FREE_SAMPLE, { channel_link: 'https://youtube.com/@x"onmouseover="alert(1)"<b>' }));
    const anchors = email.html.match(/<a [^>]*>/g);
    expect(anchors).toEqual(['<a href="https://youtube.com/@x%22onmouseover=%22alert(1)%22%3Cb%3E">']);
    expect(email.html).toContain('>https://youtube.com/@x&quot;onmouseover=&quot;alert(1)&quot;&lt;b&gt;</a>');
  });

  it('a name with CR/LF (or other line breaks) cannot add a header: the subject stays one line', async () => {
    const name = 'Riley\r\nBcc: victim@example.com\nX-Injected: yes\u2028Cc: other@example.com';
    const email = render(withPayload(FREE_SAMPLE, { name }));
    expect(email.subject).toBe('New free sample request: Riley Bcc: victim@example.com X-Injected: yes Cc: other@example.com');
    const headers = headersOf(await rawMime(email));
    const names = headers.map(([header]) => header.toLowerCase());
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('cc');
    expect(names).not.toContain('x-injected');
    expect(names.filter((header) => header === 'subject')).toHaveLength(1);
    expect(Object.fromEntries(headers)).toMatchObject({
      Subject: 'New free sample request: Riley Bcc: victim@example.com X-Injected: yes Cc: other@example.com',
      'Reply-To': 'riley@example.com',
      'Message-ID': '<free_sample_requests.6f1c1d1e-0000-4000-8000-000000000001@thumbcraft.studio>',
      To: 'leads@thumbcraft.studio',
    });
  });

  it('an email address that is not a plain address (line breaks, commas, brackets) is not used as Reply-To', async () => {
    for (const address of ['riley@example.com\r\nBcc: victim@example.com', 'a@b.com, victim@example.com', 'Eve <eve@example.com>', 'x@y.z"']) {
      const email = render(withPayload(FREE_SAMPLE, { email: address }));
      expect(email.replyTo, address).toBeUndefined();
      const names = headersOf(await rawMime(email)).map(([header]) => header.toLowerCase());
      expect(names, address).not.toContain('reply-to');
      expect(names, address).not.toContain('bcc');
    }
  });

  it('the raw message of a callback: no Reply-To, the invitation as a text/calendar part', async () => {
    const raw = await rawMime(render(CALLBACK));
    const names = headersOf(raw).map(([header]) => header.toLowerCase());
    expect(names).not.toContain('reply-to');
    expect(raw.replace(/\r\n[ \t]+/g, ' ')).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=callback\.ics\r\n/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=callback\.ics/);
  });
});
