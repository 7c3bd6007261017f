import { describe, expect, it } from 'vitest';
import { formatDateTimeInZone, formatDuration } from './intl';

describe('formatDateTimeInZone', () => {
  it("shows the website's clock with the zone named, not the reader's", () => {
    const kyiv = formatDateTimeInZone('2026-11-24T10:00:00.000Z', 'en', 'Europe/Kyiv');
    expect(kyiv).toContain('12:00');
    expect(kyiv).toMatch(/\(Europe\/Kyiv\)$/);
    const rome = formatDateTimeInZone('2026-07-01T10:00:00.000Z', 'it', 'Europe/Rome');
    expect(rome).toContain('12:00');
    expect(rome).toMatch(/\(Europe\/Rome\)$/);
  });

  it("reads WordPress's manual offsets", () => {
    const text = formatDateTimeInZone('2026-11-24T10:00:00.000Z', 'en', 'UTC+5:30');
    expect(text).toContain('3:30');
    expect(text).toMatch(/\(UTC\+5:30\)$/);
  });

  it("falls back to the reader's clock without a zone, or with one Intl does not know", () => {
    expect(formatDateTimeInZone('2026-11-24T10:00:00.000Z', 'en', null)).not.toContain('(');
    expect(formatDateTimeInZone('2026-11-24T10:00:00.000Z', 'en', 'Mars/Olympus')).not.toContain(
      '(',
    );
    expect(formatDateTimeInZone(null, 'en', 'Europe/Kyiv')).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes durations short: milliseconds under a second, no zero parts', () => {
    expect(formatDuration(12, 'en')).toBe('12ms');
    expect(formatDuration(1_200, 'en')).toBe('1.2s');
    expect(formatDuration(600_000, 'en')).toBe('10m');
    expect(formatDuration(200_000, 'en')).toBe('3m 20s');
    expect(formatDuration(3_600_000, 'en')).toBe('1h');
    expect(formatDuration(3_900_000, 'en')).toBe('1h 5m');
  });
});
