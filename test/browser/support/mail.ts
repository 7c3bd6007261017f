import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as its recipient reads it: the subject and the text part, decoded. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** For `startServer({ SMTP_URL })`. */
  smtpUrl: string;
  mails: CaughtMail[];
  /** The decoded text of the first mail to `to` whose subject matches (waiting up to `timeoutMs`). */
  waitForMail(to: string, subject: RegExp, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A local SMTP server on a free port that keeps every mail the product sends. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        if (found) return found.text;
        if (Date.now() > deadline) {
          const seen = mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('\n  ');
          throw new Error(
            `No mail to ${to} matching ${subject} within ${timeoutMs} ms; got:\n  ${seen}`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
