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
        const { headers, body } = splitEntity(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeWords(headers.get('subject') ?? ''),
          text: textPart(headers, body),
        });
        callback();
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

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at === -1 ? '' : raw.slice(at + 4) };
}

/** The first text/plain leaf of a (possibly nested multipart) mail, transfer-decoded. */
function textPart(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r\n/, ''));
      const text = textPart(part.headers, part.body);
      if (text) return text;
    }
    return '';
  }
  if (!type.startsWith('text/plain')) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(body.replace(/=\r\n/g, '')).toString('utf8');
  return body;
}

function qpBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, as nodemailer writes subjects (a character may span two words). */
function decodeWords(value: string): string {
  const word = '=\\?[^?]+\\?[QqBb]\\?[^?]*\\?=';
  return value.replace(new RegExp(`${word}(?:\\s+${word})*`, 'g'), (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g)].map(([, kind, data]) =>
        kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : qpBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}
