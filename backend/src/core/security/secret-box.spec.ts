import { AppConfig } from '../config/env';
import { SecretBox } from './secret-box';

const box = (key = 'ab'.repeat(32)) =>
  new SecretBox(Object.assign(new AppConfig(), { ENCRYPTION_KEY: key }));

describe('SecretBox', () => {
  it('round-trips and never stores the plain text', () => {
    const sealed = box().seal('abcd EFGH ijkl MNOP');
    expect(sealed).not.toContain('abcd');
    expect(box().open(sealed)).toBe('abcd EFGH ijkl MNOP');
  });

  it('uses a fresh IV each time', () => {
    expect(box().seal('same')).not.toBe(box().seal('same'));
  });

  it('refuses tampered data and the wrong key', () => {
    const sealed = box().seal('secret');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 0x01; // one bit of the cipher text, whatever it was
    const tampered = [version, iv, tag, flipped.toString('base64url')].join('.');
    expect(tampered).not.toBe(sealed);
    expect(() => box().open(tampered)).toThrow();
    expect(() => box('cd'.repeat(32)).open(sealed)).toThrow();
  });
});

describe('SecretBox, a secret bound to its destination', () => {
  it('opens for the origin it was sealed for and for no other', () => {
    const sealed = box().seal('app pass word', 'https://news.example');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(box().open(sealed, 'https://news.example')).toBe('app pass word');
    expect(() => box().open(sealed, 'https://attacker.example')).toThrow();
    expect(() => box().open(sealed, 'http://news.example')).toThrow();
    expect(() => box().open(sealed, 'https://news.example:8443')).toThrow();
    expect(() => box().open(sealed)).toThrow();
  });

  it('opens a secret sealed before binding (v1) as before', () => {
    const legacy = box().seal('old key');
    expect(box().open(legacy, 'https://anywhere.example')).toBe('old key');
  });
});
