import { gzipSync } from 'node:zlib';
import { snippetFor, TRACKING_SCRIPT } from './tracking-script';

describe('tracking script', () => {
  it('is at most 1 KB gzipped', () => {
    expect(gzipSync(TRACKING_SCRIPT, { level: 9 }).length).toBeLessThanOrEqual(1024);
  });

  it('parses as JavaScript', () => {
    expect(() => new Function(TRACKING_SCRIPT)).not.toThrow();
  });

  it('builds the snippet with the public id', () => {
    expect(snippetFor('https://app.example.com/', 'abc')).toBe(
      '<script defer src="https://app.example.com/t.js" data-site="abc"></script>',
    );
  });
});
