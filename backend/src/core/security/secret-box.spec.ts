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
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => box().open(tampered)).toThrow();
    expect(() => box('cd'.repeat(32)).open(sealed)).toThrow();
  });
});
