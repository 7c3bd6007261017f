import { failureOfStatus, retryAfterMs, scrub } from './provider-call-error';
import { parseSettings } from './provider-gateway.service';

const headers = (h: Record<string, string>) => ({ get: (name: string) => h[name] ?? null });

describe('provider call errors', () => {
  it('scrubs the key, bearer tokens, key-shaped words and key parameters', () => {
    const key = 'abcd1234efgh5678';
    expect(scrub(`bad key ${key} given`, key)).toBe('bad key •••• given');
    expect(scrub('Incorrect API key provided: sk-proj-abc123xyz999.', null)).toBe(
      'Incorrect API key provided: ••••.',
    );
    expect(scrub('Authorization: Bearer s3cr3t-token', null)).toBe('Authorization: Bearer ••••');
    expect(scrub('GET https://x.test/v2?key=AIzaSECRET&q=hi', null)).toBe(
      'GET https://x.test/v2?key=••••&q=hi',
    );
  });

  it('reads Retry-After as seconds, as an HTTP date, and retry-after-ms', () => {
    expect(retryAfterMs(headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(headers({ 'retry-after-ms': '150' }))).toBe(150);
    const at = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(headers({ 'retry-after': at }))).toBeGreaterThan(3000);
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('names failures in plain words by status', () => {
    expect(failureOfStatus(401, '')).toBe('bad-key');
    expect(failureOfStatus(403, '')).toBe('bad-key');
    expect(failureOfStatus(400, 'API key not valid. Please pass a valid API key.')).toBe('bad-key');
    expect(failureOfStatus(429, '')).toBe('rate-limited');
    expect(failureOfStatus(404, 'The model `x` does not exist')).toBe('unknown-model');
    expect(failureOfStatus(400, 'model: unknown model foo')).toBe('unknown-model');
    expect(failureOfStatus(400, 'bad request')).toBe('provider-error');
    expect(failureOfStatus(503, '')).toBe('provider-error');
  });

  it('parses service settings into request values', () => {
    expect(
      parseSettings([
        { key: 'max_tokens', value: '800' },
        { key: 'top_p', value: '0.9' },
        { key: 'logprobs', value: 'true' },
        { key: 'stop', value: '["\\n"]' },
        { key: 'formality', value: 'more' },
      ]),
    ).toEqual({ max_tokens: 800, top_p: 0.9, logprobs: true, stop: ['\n'], formality: 'more' });
  });
});
