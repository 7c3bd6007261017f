import type { Locale } from '../../config/env';
import { en } from './en';
import { it } from './it';
import { pl } from './pl';
import { ro } from './ro';
import type { MailStrings } from './types';
import { ua } from './ua';

/** The account mails, in every interface language: `renderMail(kind, user.locale, params)`. */
export type MailKind = keyof MailStrings['kinds'];
export type NoticeMailKind = 'two-factor-enabled' | 'already-registered';
export type LinkMailKind = Exclude<MailKind, NoticeMailKind>;

export interface NoticeMailParams {
  /** Product name shown in the subject and body. */
  appTitle: string;
  /** Recipient's first name for the greeting; blank gives a greeting without a name. */
  name?: string | null;
}

export interface LinkMailParams extends NoticeMailParams {
  /** The single-use address the button opens. */
  link: string;
  expiresInHours: number;
}

export type MailParams<K extends MailKind> = K extends LinkMailKind
  ? LinkMailParams
  : NoticeMailParams;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const STRINGS: Record<Locale, MailStrings> = { en, it, pl, ro, ua };

/** A user's language, falling back to English for anything unknown. */
export function mailStrings(locale: string | null | undefined): MailStrings {
  return STRINGS[(locale ?? '') as Locale] ?? en;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** Names and titles go into headers and text: no line breaks or control characters there. */
const singleLine = (value: string | null | undefined) =>
  (value ?? '').replace(/\p{Cc}+/gu, ' ').trim();

function hoursIn(strings: MailStrings, hours: number): string {
  const category = new Intl.PluralRules(strings.lang).select(hours);
  return `${hours} ${strings.hours[category] ?? strings.hours.other}`;
}

export function renderMail<K extends MailKind>(
  kind: K,
  locale: string | null | undefined,
  params: MailParams<K>,
): RenderedMail {
  const strings = mailStrings(locale);
  const copy = strings.kinds[kind];
  const app = singleLine(params.appTitle);
  const greeting = strings.greeting(singleLine(params.name));
  const intro = copy.intro(app);
  const link = 'link' in params ? params.link : undefined;
  const expiry = 'expiresInHours' in params ? hoursIn(strings, params.expiresInHours) : '';
  const outro = copy.outro(expiry);
  const signature = strings.signature(app);
  const subject = copy.subject(app);

  const text = [
    greeting,
    '',
    ...intro.flatMap((p) => [p, '']),
    ...(link ? [link, ''] : []),
    ...outro.flatMap((p) => [p, '']),
    `— ${signature}`,
    '',
  ].join('\n');

  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const linkBlock =
    link && copy.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#2d72d2;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(copy.action)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#5f6b7c">${escapeHtml(strings.linkFallback)}<br><a href="${escapeHtml(link)}" style="color:#2d72d2;word-break:break-all">${escapeHtml(link)}</a></p>`,
        ]
      : [];
  const html = [
    '<!doctype html>',
    `<html lang="${strings.lang}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c2127">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">',
    paragraph(greeting),
    ...intro.map(paragraph),
    ...linkBlock,
    ...outro.map(paragraph),
    `<p style="margin:24px 0 0;color:#5f6b7c">— ${escapeHtml(signature)}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject, text, html };
}
