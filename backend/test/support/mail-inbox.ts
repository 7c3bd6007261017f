import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the recipient sees it: headers decoded, the text and HTML parts decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailInbox {
  /** For `startApp(env, { SMTP_URL })`. */
  smtpUrl: string;
  mails: ReceivedMail[];
  /** The first mail (already received or arriving within the timeout) matching `match`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail the app sends. */
export async function startInbox(): Promise<MailInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        simpleParser(source).then(
          (mail) => {
            mails.push({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
              raw: source.toString('utf8'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
