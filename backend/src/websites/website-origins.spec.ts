import { WebsiteOrigins } from './website-origins';
import type { WebsitesRepository } from './websites.repository';

describe('WebsiteOrigins', () => {
  it('gives each http(s) website origin once, sorted, for the CSP; other addresses are left out', async () => {
    let reads = 0;
    const websites = {
      urls: () => {
        reads++;
        return Promise.resolve([
          'https://news.example.com/blog/',
          'http://sport.example.org:8080',
          'https://news.example.com/other/',
          'ftp://files.example.net',
          'not an address',
        ]);
      },
    };
    const origins = new WebsiteOrigins(websites as unknown as WebsitesRepository);

    // Before the first read a request does not wait: nothing is allowed yet.
    expect(origins.current()).toBe('');
    await origins.refresh();

    expect(origins.current()).toBe('http://sport.example.org:8080 https://news.example.com');
    // Fresh for 30 s: no read per request.
    origins.current();
    expect(reads).toBe(1);
  });

  it('keeps the last list when the database cannot be read', async () => {
    let fail = false;
    const websites = {
      urls: () =>
        fail ? Promise.reject(new Error('gone')) : Promise.resolve(['https://a.example']),
    };
    const origins = new WebsiteOrigins(websites as unknown as WebsitesRepository);
    await origins.refresh();
    fail = true;
    await origins.refresh();
    expect(origins.current()).toBe('https://a.example');
  });
});
