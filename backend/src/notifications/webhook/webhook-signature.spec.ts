import { signWebhook, verifyWebhook } from './webhook-signature';

describe('webhook signatures', () => {
  const secret = 'desk-webhook-secret-0001';
  const body = JSON.stringify({ text: 'A copy waits for review', kind: 'review_waiting' });
  const at = Date.parse('2026-12-06T10:00:00Z');

  it('is checked by a receiver holding the secret, on the very body it was made for', () => {
    const header = signWebhook(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, at + 1000)).toBe(true);
    expect(verifyWebhook(secret, body.replace('review', 'revieW'), header, at)).toBe(false);
    expect(verifyWebhook('another-secret-0000', body, header, at)).toBe(false);
  });

  it('refuses a post replayed later than the tolerance, or a header that is not one', () => {
    const header = signWebhook(secret, body, at);
    expect(verifyWebhook(secret, body, header, at + 6 * 60_000)).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', at)).toBe(false);
    expect(verifyWebhook(secret, body, header.replace(/v1=\w+/, 'v1=00'), at)).toBe(false);
  });
});
