import { isWebsiteUrl, siteOrigin } from './website-url';

describe('isWebsiteUrl', () => {
  it.each([
    'https://news.example.com',
    'http://news.example.com:8080/blog/',
    'http://localhost:8081',
    'http://[::1]:8080',
  ])('takes %s', (url) => expect(isWebsiteUrl(url)).toBe(true));

  it.each([
    ['no scheme', 'news.example.com'],
    ['another scheme', 'ftp://news.example.com'],
    ['credentials', 'https://admin:secret@news.example.com'],
    ['a query', 'https://news.example.com/?p=1'],
    ['a fragment', 'https://news.example.com/#top'],
    ['a bare host name', 'https://intranet'],
    ['a space', 'https://news.example.com/a b'],
    ['nothing', ''],
  ])('refuses an address with %s', (_, url) => expect(isWebsiteUrl(url)).toBe(false));
});

describe('siteOrigin', () => {
  it('is the scheme, host and port an application password is bound to, whatever the path', () => {
    expect(siteOrigin(' https://News.Example.com/blog/ ')).toBe('https://news.example.com');
    expect(siteOrigin('http://news.example.com:8080/x')).toBe('http://news.example.com:8080');
    expect(siteOrigin('https://news.example.com:443/')).toBe('https://news.example.com');
  });
});
