/**
 * Two ways to send a lead email: Resend's HTTP API (hosted Edge Functions may not open SMTP
 * ports 25 and 587) and SMTP through nodemailer (local development with maildev, or a provider
 * on port 465). Each classifies its failures as retryable or permanent for the drain loop.
 * @see docs/architecture.md "Local backend and hosted Supabase"
 */
import { Buffer } from 'node:buffer';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { LeadEmail } from './email.ts';

/** A failed send: `retryable` says whether trying the same email again later may succeed. */
export class SendError extends Error {
  override name = 'SendError';
  constructor(message: string, readonly retryable: boolean, readonly status?: number) {
    super(message);
  }
}

/** Sends one email; rejects with a {@link SendError}. */
export interface Transport {
  /**
   * @param idempotencyKey the outbox row's key: a provider that supports it sends an email once
   *   per key however often it is asked.
   */
  send(email: LeadEmail, idempotencyKey: string): Promise<void>;
}

/** Sender and recipients every transport adds to a {@link LeadEmail}. */
export interface Envelope {
  from: string;
  to: string[];
}

/** Options of {@link resendTransport}. */
export interface ResendOptions extends Envelope {
  apiKey: string;
  /** Default `https://api.resend.com/emails`; tests point it at a local server. */
  endpoint?: string;
  /** Default the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * Whether an HTTP answer of Resend's is worth retrying: 429 (rate limit), 5xx, 409
 * `concurrent_idempotent_requests` (the same key still in flight), and 401/403 (a missing,
 * revoked or unverified key or domain: the agency's configuration, not the lead, is at fault, so
 * the lead waits for the fix within its bounded tries). Anything else (400, 422: Resend refuses
 * this email) is permanent.
 */
export function isRetryableStatus(status: number, errorName?: string): boolean {
  if (status === 409) return errorName === 'concurrent_idempotent_requests';
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/**
 * Resend's `POST /emails` with `Authorization: Bearer <apiKey>` and `Idempotency-Key: <key>`;
 * the body is `{from, to, subject, text, html, reply_to?, headers, attachments: [{filename,
 * content (base64), content_type}]}`. A network error (or abort) is retryable; an HTTP error is
 * classified by {@link isRetryableStatus} and carries its status and Resend's message.
 */
export function resendTransport(options: ResendOptions): Transport {
  const { endpoint = 'https://api.resend.com/emails', fetch: fetchImpl = fetch } = options;
  return {
    async send(email, idempotencyKey) {
      const body = {
        from: options.from,
        to: options.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        headers: email.headers,
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          content: Buffer.from(a.content, 'utf8').toString('base64'),
          content_type: a.contentType,
        })),
      };
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
          body: JSON.stringify(body),
        });
      } catch (error) {
        throw new SendError(`Resend unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const text = await response.text().catch(() => '');
      let detail: { name?: unknown; message?: unknown } = {};
      try {
        detail = JSON.parse(text) as typeof detail;
      } catch {
        // not JSON: the text itself is the detail
      }
      const name = typeof detail.name === 'string' ? detail.name : undefined;
      const message = typeof detail.message === 'string' ? detail.message : text.slice(0, 300);
      throw new SendError(`Resend answered ${response.status}${name ? ` ${name}` : ''}: ${message}`, isRetryableStatus(response.status, name), response.status);
    },
  };
}

/** Options of {@link smtpTransport}: the server, TLS from the start (`secure`, port 465), and login. */
export interface SmtpOptions extends Envelope {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  /** The name this client gives in `EHLO` (nodemailer's default asks the system for its hostname). */
  clientName?: string;
}

/** Network-level codes of nodemailer's errors, all worth another try. */
const SMTP_TRANSIENT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNRESET', 'ECONNREFUSED', 'EAUTH', 'ETLS', 'EPROTOCOL']);

/**
 * A nodemailer failure as a {@link SendError}: an SMTP reply 4xx is retryable and 5xx permanent,
 * except 530/534/535 (authentication: the configuration's fault, retryable like Resend's 401);
 * with no reply code, the connection-level codes (`ECONNECTION`, `ETIMEDOUT`, `ESOCKET`, `EDNS`,
 * `EAUTH`, …) are retryable and anything else permanent.
 */
export function classifySmtpError(error: unknown): SendError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = `SMTP: ${typeof e.message === 'string' ? e.message : String(error)}`;
  if (typeof e.responseCode === 'number') {
    const retryable = (e.responseCode >= 400 && e.responseCode < 500) || [530, 534, 535].includes(e.responseCode);
    return new SendError(message, retryable, e.responseCode);
  }
  return new SendError(message, typeof e.code === 'string' && SMTP_TRANSIENT_CODES.has(e.code));
}

/**
 * The nodemailer message for `email`: sender and recipients from `envelope`, `Message-ID` as
 * nodemailer's `messageId`, the other headers as they are, attachments as UTF-8 text. nodemailer
 * encodes every header it writes, so no value can start another header.
 */
export function nodemailerMessage(email: LeadEmail, envelope: Envelope): SendMailOptions {
  const { 'Message-ID': messageId, ...headers } = email.headers;
  return {
    from: envelope.from,
    to: envelope.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    ...(messageId ? { messageId } : {}),
    headers,
    attachments: email.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}

/**
 * SMTP through nodemailer: one connection per email (no pool), connection and greeting
 * timeouts 5 s, socket timeout 10 s; failures classified by {@link classifySmtpError}. Give a
 * `clientName` under Deno: without it nodemailer reads the hostname, which needs `--allow-sys`.
 */
export function smtpTransport(options: SmtpOptions): Transport {
  const mailer = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    ...(options.clientName ? { name: options.clientName } : {}),
    ...(options.user ? { auth: { user: options.user, pass: options.pass ?? '' } } : {}),
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(email) {
      try {
        await mailer.sendMail(nodemailerMessage(email, options));
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
  };
}
