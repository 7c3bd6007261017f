import { LOCALES } from '../../config/env';
import { renderMail, type MailKind } from './index';

const KINDS: MailKind[] = [
  'verify-email',
  'reset-password',
  'unlock-sign-in',
  'invite',
  'two-factor-enabled',
  'already-registered',
];
const NOTICES: MailKind[] = ['two-factor-enabled', 'already-registered'];
const link = 'https://desk.example/pages/authentication/reset-password-v1?token=abc_DEF-123';

describe('account mails', () => {
  it('renders every kind in every language, with a text part and the link in both parts', () => {
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const mail = NOTICES.includes(kind)
          ? renderMail(kind as 'two-factor-enabled', locale, {
              appTitle: 'ai multisite',
              name: 'Ana',
            })
          : renderMail(kind, locale, {
              appTitle: 'ai multisite',
              name: 'Ana',
              link,
              expiresInHours: 24,
            });
        expect(mail.subject).toContain('ai multisite');
        expect(mail.text).toContain('Ana');
        expect(mail.html).toMatch(/^<!doctype html>/);
        if (!NOTICES.includes(kind)) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link}"`);
        }
        subjects.add(mail.subject);
      }
    }
    expect(subjects.size).toBe(LOCALES.length * KINDS.length);
  });

  it('escapes names and titles in HTML and keeps them on one line', () => {
    const mail = renderMail('invite', 'en', {
      appTitle: 'News & <Views>',
      name: '<img src=x onerror=alert(1)>\r\nBcc: x@y',
      link: 'https://desk.example/a?token=x&y="z"',
      expiresInHours: 72,
    });
    expect(mail.html).not.toMatch(/<img|<Views>/);
    expect(mail.html).toContain('News &amp; &lt;Views&gt;');
    expect(mail.html).toContain('href="https://desk.example/a?token=x&amp;y=&quot;z&quot;"');
    expect(mail.subject).toBe('You are invited to News & <Views>');
    expect(mail.text.split('\n')[0]).toBe('Hello <img src=x onerror=alert(1)> Bcc: x@y,');
  });

  it('words the expiry with the plural forms of each language', () => {
    const expiry = (locale: string, hours: number) =>
      renderMail('reset-password', locale, { appTitle: 'A', link, expiresInHours: hours }).text;
    expect(expiry('en', 1)).toContain('expires in 1 hour.');
    expect(expiry('it', 1)).toContain('scade tra 1 ora.');
    expect(expiry('it', 24)).toContain('scade tra 24 ore.');
    expect(expiry('pl', 1)).toContain('wygaśnie za 1 godzinę.');
    expect(expiry('pl', 24)).toContain('wygaśnie za 24 godziny.');
    expect(expiry('pl', 25)).toContain('wygaśnie za 25 godzin.');
    expect(expiry('ro', 1)).toContain('expiră în 1 oră.');
    expect(expiry('ro', 2)).toContain('expiră în 2 ore.');
    expect(expiry('ro', 24)).toContain('expiră în 24 de ore.');
    expect(expiry('ua', 1)).toContain('діє 1 годину.');
    expect(expiry('ua', 24)).toContain('діє 24 години.');
    expect(expiry('ua', 72)).toContain('діє 72 години.');
    expect(expiry('ua', 5)).toContain('діє 5 годин.');
  });

  it('falls back to English and greets without a name', () => {
    const mail = renderMail('two-factor-enabled', 'xx', { appTitle: 'A', name: '  ' });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(renderMail('two-factor-enabled', 'ua', { appTitle: 'A' }).html).toContain(
      '<html lang="uk">',
    );
  });
});
