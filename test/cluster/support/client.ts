/**
 * What the cluster tests and the soak ask the API with: a request as the SPA makes it (session
 * cookie, same-origin header, JSON body), signing in, and waiting for a state to come.
 */

export interface Reply {
  status: number;
  /** The parsed JSON answer ({} when empty; `{ text }` when not JSON, a proxy's error page say). */
  body: Record<string, unknown>;
  headers: Headers;
}

/** `method path` on `base` as a signed-in page would send it. */
export async function request(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs = 5000,
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, body: parsed(text), headers: res.headers };
}

/** Signs in and returns the session's cookie; throws with the answer when refused. */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const login = await request(base, '', 'POST', '/api/auth/login', credentials, 20_000);
  if (login.status !== 200) {
    throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
  }
  return `accessToken=${String(login.body.accessToken)}`;
}

/** The first defined value `probe` gives, asked every `everyMs` until `timeoutMs`. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function parsed(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text: text.slice(0, 200) };
  }
}
