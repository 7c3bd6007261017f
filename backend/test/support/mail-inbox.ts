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
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ ...parseMail(raw), to, raw });
        callback();
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

function parseMail(raw: string): Omit<ReceivedMail, 'to' | 'raw'> {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const partOf = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(type));
  const decode = (part?: Entity) =>
    part ? decodeBody(part.body, part.headers.get('content-transfer-encoding')) : '';
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: decode(partOf('text/plain')),
    html: decode(partOf('text/html')),
  };
}

interface Entity {
  headers: Map<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): Entity[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => splitEntity(chunk.replace(/^\r\n/, '')))
    .flatMap((part) => leafParts(part.headers, part.body));
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return quotedPrintable(body.replace(/=\r\n/g, ''));
    default:
      return body.replace(/\r\n$/, '');
  }
}

function quotedPrintableBytes(text: string): Buffer {
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

function quotedPrintable(text: string): string {
  return quotedPrintableBytes(text).toString('utf8').replace(/\r\n$/, '');
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects (a character may span two). */
function decodeWords(value: string): string {
  const pieces = value.split(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)/);
  let out = '';
  let pending: Buffer[] = [];
  const flush = () => {
    out += Buffer.concat(pending).toString('utf8');
    pending = [];
  };
  for (const piece of pieces) {
    const word = /^=\?[^?]+\?([QqBb])\?([^?]*)\?=$/.exec(piece);
    if (word) {
      pending.push(
        word[1].toUpperCase() === 'B'
          ? Buffer.from(word[2], 'base64')
          : quotedPrintableBytes(word[2].replace(/_/g, ' ')),
      );
    } else if (!(pending.length > 0 && /^\s*$/.test(piece))) {
      flush();
      out += piece;
    }
  }
  flush();
  return out;
}
