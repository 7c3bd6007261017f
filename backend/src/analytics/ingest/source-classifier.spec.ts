import { classifySource } from './source-classifier';

const page = 'news.example.com';
const from = (referrer: string | null, utmSource?: string) =>
  classifySource({ referrer, pageHost: page, accountHosts: ['sport.example.org'], utmSource });

describe('classifySource', () => {
  it('names the networks the spec lists', () => {
    expect(from('https://www.google.com/')).toBe('google');
    expect(from('https://www.google.co.uk/search?q=x')).toBe('google');
    expect(from('https://news.google.it/')).toBe('google');
    expect(from('https://www.linkedin.com/feed/')).toBe('linkedin');
    expect(from('https://lnkd.in/abc')).toBe('linkedin');
    expect(from('https://l.facebook.com/l.php?u=x')).toBe('facebook');
    expect(from('https://m.facebook.com/')).toBe('facebook');
    expect(from('https://twitter.com/someone')).toBe('twitter');
    expect(from('https://t.co/xyz')).toBe('twitter');
    expect(from('https://x.com/someone/status/1')).toBe('twitter');
    expect(from('https://medium.com/@writer/post')).toBe('medium');
    expect(from('https://writer.medium.com/post')).toBe('medium');
  });

  it('counts other networks as Social and other sites as Others', () => {
    expect(from('https://www.reddit.com/r/news')).toBe('social');
    expect(from('https://www.instagram.com/')).toBe('social');
    expect(from('https://blog.somewhere.net/a')).toBe('others');
    // Look-alikes are not the network.
    expect(from('https://notx.com/')).toBe('others');
    expect(from('https://t.co.evil.net/')).toBe('others');
    expect(from('https://google.evil.net/')).toBe('others');
  });

  it('is Internal from the same site or another site of the account', () => {
    expect(from('https://news.example.com/other-page')).toBe('internal');
    expect(from('https://www.news.example.com/')).toBe('internal');
    expect(from('https://sport.example.org/a')).toBe('internal');
  });

  it('is Direct without a referrer, unless a UTM source names a network', () => {
    expect(from(null)).toBe('direct');
    expect(from('')).toBe('direct');
    expect(from('not a url')).toBe('direct');
    expect(from(null, 'newsletter')).toBe('direct');
    expect(from(null, 'Facebook')).toBe('facebook');
    expect(from(null, 'x')).toBe('twitter');
  });
});
