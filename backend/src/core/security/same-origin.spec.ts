import { isSameOrigin } from './same-origin';

const PUBLIC = 'https://app.newsroom.test';

describe('isSameOrigin', () => {
  it('accepts the page of the host it was served from, or of the public address', () => {
    expect(isSameOrigin({ origin: 'http://localhost:5173', host: 'localhost:5173' }, PUBLIC)).toBe(
      true,
    );
    expect(isSameOrigin({ origin: PUBLIC, host: '127.0.0.1:3000' }, PUBLIC)).toBe(true);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-origin', host: 'x' }, PUBLIC)).toBe(true);
    expect(isSameOrigin({ host: 'app.newsroom.test' }, PUBLIC)).toBe(true);
  });

  it('refuses a sibling subdomain, an opaque origin and a cross-site fetch', () => {
    const host = 'app.newsroom.test';
    expect(isSameOrigin({ origin: 'https://evil.newsroom.test', host }, PUBLIC)).toBe(false);
    expect(isSameOrigin({ origin: 'null', host }, PUBLIC)).toBe(false);
    expect(isSameOrigin({ origin: 'not a url', host }, PUBLIC)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'same-site', host }, PUBLIC)).toBe(false);
    expect(isSameOrigin({ 'sec-fetch-site': 'cross-site', host }, PUBLIC)).toBe(false);
  });
});
