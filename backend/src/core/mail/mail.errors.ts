import { defineErrors } from '../http/error-codes';

/**
 * Why a mail could not be delivered, as a person can act on it. The SMTP server's own answer is
 * never shown: it is in English, may name addresses and hosts, and means nothing to most readers.
 */
export const MAIL_ERRORS = defineErrors({
  unreachable: {
    status: 502,
    code: 'mail.unreachable',
    message:
      'The mail server could not be reached. Check SMTP_URL (host and port) and that the server is running.',
  },
  timeout: {
    status: 504,
    code: 'mail.timeout',
    message: 'The mail server did not answer in time. Try again later.',
  },
  auth: {
    status: 502,
    code: 'mail.auth',
    message: 'The mail server refused the user name or password in SMTP_URL.',
  },
  tls: {
    status: 502,
    code: 'mail.tls',
    message: 'A secure connection to the mail server could not be set up (TLS).',
  },
  recipientRejected: {
    status: 502,
    code: 'mail.recipient_rejected',
    message: 'The mail server refused the address. Check the email address and send it again.',
  },
  senderRejected: {
    status: 502,
    code: 'mail.sender_rejected',
    message: 'The mail server refused the sender address (MAIL_FROM).',
  },
  rejected: {
    status: 502,
    code: 'mail.rejected',
    message: 'The mail server refused the message.',
  },
  failed: {
    status: 502,
    code: 'mail.failed',
    message: 'The mail could not be sent.',
  },
});

export type MailFailureCode = (typeof MAIL_ERRORS)[keyof typeof MAIL_ERRORS]['code'];

/** A failed delivery attempt: a stable code, and the SMTP reply status when the server sent one. */
export class MailDeliveryError extends Error {
  constructor(
    readonly code: MailFailureCode,
    /** The SMTP reply code (550, 421…): safe to show, useful to whoever reads the server's logs. */
    readonly smtpStatus: number | null,
    /** What the transport said, for the server's log only. */
    readonly raw: string,
  ) {
    super(Object.values(MAIL_ERRORS).find((spec) => spec.code === code)!.message);
    this.name = 'MailDeliveryError';
  }

  /** The values its translation names (`errors.<code>_values`). */
  get params(): Record<string, number> | undefined {
    return this.smtpStatus ? { status: this.smtpStatus } : undefined;
  }
}

interface TransportFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

const TLS_HINT = /\b(tls|ssl|certificate|self[- ]signed|handshake)\b/i;

/** Maps whatever nodemailer (or the socket under it) threw to a code a person can act on. */
export function classifyMailFailure(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  const failure = (error ?? {}) as TransportFailure;
  const code = typeof failure.code === 'string' ? failure.code : '';
  const command = typeof failure.command === 'string' ? failure.command.toUpperCase() : '';
  const status = typeof failure.responseCode === 'number' ? failure.responseCode : null;
  const raw = (typeof failure.message === 'string' ? failure.message : String(error)).slice(0, 500);
  const as = (mailCode: MailFailureCode) => new MailDeliveryError(mailCode, status, raw);

  if (code === 'EAUTH' || command === 'AUTH PLAIN' || command === 'AUTH LOGIN')
    return as('mail.auth');
  if (
    code === 'ETLS' ||
    TLS_HINT.test(raw) ||
    code.startsWith('ERR_TLS') ||
    code.startsWith('CERT')
  )
    return as('mail.tls');
  if (code === 'ETIMEDOUT' || code === 'ETIME' || /timeout|timed out/i.test(raw))
    return as('mail.timeout');
  if (
    [
      'ECONNECTION',
      'ECONNREFUSED',
      'ECONNRESET',
      'ESOCKET',
      'EDNS',
      'ENOTFOUND',
      'EAI_AGAIN',
    ].includes(code) ||
    code === 'EHOSTUNREACH' ||
    code === 'ENETUNREACH'
  )
    return as('mail.unreachable');
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || status !== null) {
    if (command === 'RCPT TO') return as('mail.recipient_rejected');
    if (command === 'MAIL FROM') return as('mail.sender_rejected');
    if (code === 'EENVELOPE' && /recipient/i.test(raw)) return as('mail.recipient_rejected');
    return as('mail.rejected');
  }
  return as('mail.failed');
}
