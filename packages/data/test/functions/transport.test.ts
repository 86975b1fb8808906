/**
 * The notify-leads transports (supabase/functions/notify-leads/transport.ts): Resend's
 * `POST /emails` against a local `node:http` server standing in for Resend (method, path,
 * headers with the Idempotency-Key, body; a 500 then a retry with the same key and body; a 422
 * permanent), and how SMTP failures are classified.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drain, type ClaimedNotification, type Outbox } from '../../supabase/functions/notify-leads/drain.ts';
import { renderLeadEmail } from '../../supabase/functions/notify-leads/email.ts';
import {
  classifySmtpError, isRetryableStatus, resendTransport, SendError, smtpTransport,
} from '../../supabase/functions/notify-leads/transport.ts';
import { CALLBACK, FREE_SAMPLE, SETTINGS } from './fixtures';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Resend's stand-in: records each request and answers with the next of `answers` (then 200). */
let server: Server;
let requests: Recorded[];
let answers: { status: number; body: unknown }[];
let endpoint: string;

beforeEach(async () => {
  requests = [];
  answers = [];
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers.shift() ?? { status: 200, body: { id: `email-${requests.length}` } };
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ENVELOPE = { from: 'ThumbCraft Studio website <website@thumbcraft.studio>', to: ['leads@thumbcraft.studio'] };
const resend = () => resendTransport({ ...ENVELOPE, apiKey: 're_test_123', endpoint });

describe('resendTransport', () => {
  it('POSTs /emails with the bearer key, the Idempotency-Key and the whole email as JSON, attachments in base64', async () => {
    const email = renderLeadEmail(CALLBACK, SETTINGS);
    await resend().send(email, CALLBACK.idempotency_key);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/emails' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer re_test_123',
      'idempotency-key': 'callback_requests/6f1c1d1e-0000-4000-8000-000000000002',
      'content-type': 'application/json',
    });
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      from: ENVELOPE.from,
      to: ENVELOPE.to,
      subject: 'New callback request: Sam Okafor',
      text: email.text,
      html: email.html,
      headers: { 'Message-ID': '<callback_requests.6f1c1d1e-0000-4000-8000-000000000002@thumbcraft.studio>' },
      attachments: [{ filename: 'callback.ics', content: expect.any(String), content_type: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
    expect(Buffer.from(body.attachments[0].content, 'base64').toString('utf8')).toBe(email.attachments[0]!.content);
    expect(body).not.toHaveProperty('reply_to'); // a callback has no email
  });

  it('sends reply_to for a lead with an email', async () => {
    await resend().send(renderLeadEmail(FREE_SAMPLE, SETTINGS), FREE_SAMPLE.idempotency_key);
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ reply_to: 'riley@example.com', attachments: [] });
  });

  it('a 500 is retryable: the drain puts the row back, and the next run sends the same request with the same key', async () => {
    answers.push({ status: 500, body: { statusCode: 500, name: 'internal_server_error', message: 'Something went wrong' } });
    const transport = resend();
    const failed: (number | null)[] = [];
    const outboxWith = (attempts: number): Outbox & { completed: number } => {
      const rows: ClaimedNotification[] = [{ id: 7, attempts, ...FREE_SAMPLE }];
      const outbox = {
        completed: 0,
        claim: async () => rows.splice(0),
        complete: async () => void (outbox.completed += 1),
        fail: async (_id: number, _error: string, after: number | null) => void failed.push(after),
      };
      return outbox;
    };
    const run = (outbox: Outbox) =>
      drain({ outbox, render: (n) => renderLeadEmail(n, SETTINGS), send: (e, k) => transport.send(e, k) }, { retryBaseSeconds: 60, maxAttempts: 8 });

    expect(await run(outboxWith(1))).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(failed).toEqual([60]);
    const second = outboxWith(2);
    expect(await run(second)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(second.completed).toBe(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers['idempotency-key']).toBe(requests[0]!.headers['idempotency-key']);
    expect(requests[1]!.body).toBe(requests[0]!.body);
  });

  it('a 422 is permanent and carries Resend’s message', async () => {
    answers.push({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' } });
    const error = await resend().send(renderLeadEmail(FREE_SAMPLE, SETTINGS), 'k').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ retryable: false, status: 422, message: 'Resend answered 422 validation_error: Invalid `to` field.' });
  });

  it('429, 5xx, an in-flight idempotent request and a refused key are retryable; other 4xx are not', async () => {
    const cases: [number, unknown, boolean][] = [
      [429, { name: 'rate_limit_exceeded', message: 'Too many requests' }, true],
      [503, 'upstream down', true],
      [409, { name: 'concurrent_idempotent_requests', message: 'in progress' }, true],
      [409, { name: 'invalid_idempotent_request', message: 'payload differs' }, false],
      [401, { name: 'missing_api_key', message: 'Missing API key' }, true],
      [403, { name: 'invalid_api_key', message: 'API key is invalid' }, true],
      [400, { name: 'validation_error', message: 'bad' }, false],
      [404, { name: 'not_found', message: 'nope' }, false],
    ];
    for (const [status, body, retryable] of cases) {
      answers.push({ status, body });
      await expect(resend().send(renderLeadEmail(FREE_SAMPLE, SETTINGS), 'k'), `${status}`).rejects.toMatchObject({ status, retryable });
    }
    expect(isRetryableStatus(502)).toBe(true);
    expect(isRetryableStatus(422)).toBe(false);
  });

  it('an unreachable Resend is retryable', async () => {
    const transport = resendTransport({ ...ENVELOPE, apiKey: 'k', endpoint: 'http://127.0.0.1:9/emails' });
    await expect(transport.send(renderLeadEmail(FREE_SAMPLE, SETTINGS), 'k')).rejects.toMatchObject({ name: 'SendError', retryable: true, message: expect.stringMatching(/^Resend unreachable: /) });
  });
});

describe('SMTP', () => {
  it('classifies: 4xx replies and connection errors retryable, 5xx replies permanent, authentication failures retryable', () => {
    const classify = (error: object) => classifySmtpError(Object.assign(new Error('boom'), error));
    expect(classify({ code: 'EENVELOPE', responseCode: 450 })).toMatchObject({ retryable: true, status: 450, message: 'SMTP: boom' });
    expect(classify({ code: 'EENVELOPE', responseCode: 550 })).toMatchObject({ retryable: false, status: 550 });
    expect(classify({ code: 'EMESSAGE', responseCode: 552 })).toMatchObject({ retryable: false });
    expect(classify({ code: 'EAUTH', responseCode: 535 })).toMatchObject({ retryable: true });
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED']) expect(classify({ code }), code).toMatchObject({ retryable: true });
    expect(classify({ code: 'EENVELOPE' })).toMatchObject({ retryable: false });
    expect(classifySmtpError('weird')).toMatchObject({ retryable: false, message: 'SMTP: weird' });
  });

  it('a mail server that is down is a retryable SendError', async () => {
    const transport = smtpTransport({ ...ENVELOPE, host: '127.0.0.1', port: 9, secure: false, clientName: 'thumbcraft.studio' });
    await expect(transport.send(renderLeadEmail(FREE_SAMPLE, SETTINGS), 'k')).rejects.toMatchObject({ name: 'SendError', retryable: true });
  });
});
