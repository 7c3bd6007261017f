import { classifyMailFailure, MAIL_ERRORS } from './mail.errors';

/** What nodemailer throws, as it throws it (code, command, responseCode, the server's words). */
const smtp = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('classifyMailFailure', () => {
  it.each([
    [
      'ECONNECTION',
      smtp('connect ECONNREFUSED 127.0.0.1:2525', { code: 'ECONNECTION' }),
      'mail.unreachable',
    ],
    ['EDNS', smtp('getaddrinfo ENOTFOUND smtp.nowhere.test', { code: 'EDNS' }), 'mail.unreachable'],
    ['ETIMEDOUT', smtp('Connection timeout', { code: 'ETIMEDOUT' }), 'mail.timeout'],
    [
      'EAUTH',
      smtp('Invalid login: 535 5.7.8 Username and Password not accepted', {
        code: 'EAUTH',
        command: 'AUTH PLAIN',
        responseCode: 535,
      }),
      'mail.auth',
    ],
    ['TLS', smtp('self-signed certificate in certificate chain', { code: 'ESOCKET' }), 'mail.tls'],
    [
      'RCPT TO',
      smtp(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <gone@x.test>: no such user",
        {
          code: 'EENVELOPE',
          command: 'RCPT TO',
          responseCode: 550,
        },
      ),
      'mail.recipient_rejected',
    ],
    [
      'MAIL FROM',
      smtp('Mail command failed: 553 5.7.1 Sender address rejected', {
        code: 'EENVELOPE',
        command: 'MAIL FROM',
        responseCode: 553,
      }),
      'mail.sender_rejected',
    ],
    [
      'DATA',
      smtp('Message failed: 554 5.7.1 Spam detected', {
        code: 'EMESSAGE',
        command: 'DATA',
        responseCode: 554,
      }),
      'mail.rejected',
    ],
    ['unknown', new Error('something nobody planned for'), 'mail.failed'],
    ['non-Error', 'not even an error', 'mail.failed'],
  ])('a %s failure is told by its code', (_kind, error, code) => {
    expect(classifyMailFailure(error).code).toBe(code);
  });

  it('keeps the SMTP status as a safe detail and the server words only as raw (for the log)', () => {
    const failure = classifyMailFailure(
      smtp("Can't send mail - all recipients were rejected: 550 <gone@x.test>: no such user", {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
      }),
    );
    expect(failure.smtpStatus).toBe(550);
    expect(failure.params).toEqual({ status: 550 });
    expect(failure.message).toBe(MAIL_ERRORS.recipientRejected.message);
    expect(failure.message).not.toMatch(/gone@x\.test|no such user/);
    expect(failure.raw).toMatch(/no such user/);
  });

  it('gives every failure a stable dotted code that job history keeps', () => {
    for (const spec of Object.values(MAIL_ERRORS)) expect(spec.code).toMatch(/^mail\.[a-z_]+$/);
  });
});
