import { isWebsiteUrl, siteOrigin } from '@website-url';
import type { CreateWebsiteBody, UpdateWebsiteBody, Website } from '../../api/websites';
import type { TranslationKey } from '../../i18n/keys';

export interface WebsiteDraft {
  name: string;
  url: string;
  apiUsername: string;
  /** Empty on edit: the stored key stays. */
  apiKey: string;
  language: string;
  /** null: scheduled sync off. */
  syncIntervalMinutes: number | null;
  /** null: the first (or a full) sync reaches every post. */
  syncDays: number | null;
  accountId: number | null;
  aiProviderId: number | null;
  /** A service (model) of the AI provider. */
  aiServiceId: number | null;
  translationProviderId: number | null;
  /** A login or email on the site: the author of copies whose own author has no account there. */
  defaultAuthor: string;
  /** Verbatim copies name their source as the canonical page. */
  canonicalToSource: boolean;
  /** Verbatim copies keep their source's publication date. */
  keepSourceDate: boolean;
  /** AI copies wait in the review list before they are written here. */
  reviewAi: boolean;
  /** The version the form was loaded with (null: a new website). */
  version: number | null;
}

export type WebsiteField = Exclude<keyof WebsiteDraft, 'version'>;
export type WebsiteFieldErrors = Partial<Record<WebsiteField, TranslationKey>>;

export const WEBSITE_FIELDS: readonly WebsiteField[] = [
  'name',
  'url',
  'apiUsername',
  'apiKey',
  'language',
  'syncIntervalMinutes',
  'syncDays',
  'accountId',
  'aiProviderId',
  'aiServiceId',
  'translationProviderId',
  'defaultAuthor',
  'canonicalToSource',
  'keepSourceDate',
  'reviewAi',
];
export const SYNC_INTERVAL_MIN = 15;
export const SYNC_INTERVAL_MAX = 10_080;
export const DEFAULT_SYNC_INTERVAL = 60;
export const SYNC_DAYS_MIN = 1;
export const SYNC_DAYS_MAX = 36_500;
export const DEFAULT_SYNC_DAYS = 365;

export function draftOf(website: Website | null): WebsiteDraft {
  return {
    name: website?.name ?? '',
    url: website?.url ?? '',
    apiUsername: website?.apiUsername ?? '',
    apiKey: '',
    language: website?.language ?? '',
    syncIntervalMinutes: website?.syncIntervalMinutes ?? null,
    syncDays: website?.syncDays ?? null,
    accountId: website?.accountId ?? null,
    aiProviderId: website?.aiProviderId ?? null,
    aiServiceId: website?.aiServiceId ?? null,
    translationProviderId: website?.translationProviderId ?? null,
    defaultAuthor: website?.defaultAuthor ?? '',
    canonicalToSource: website?.canonicalToSource ?? true,
    keepSourceDate: website?.keepSourceDate ?? false,
    reviewAi: website?.reviewAi ?? true,
    version: website?.version ?? null,
  };
}

/** Each form field's label key, as the form and the conflict notice name it. */
export const WEBSITE_FIELD_LABELS: Record<WebsiteField, TranslationKey> = {
  name: 'websites.fields.name',
  url: 'websites.fields.url',
  apiUsername: 'websites.fields.apiUsername',
  apiKey: 'websites.fields.apiKey',
  language: 'websites.fields.language',
  syncIntervalMinutes: 'websites.fields.syncInterval',
  syncDays: 'websites.fields.syncDays',
  accountId: 'websites.fields.account',
  aiProviderId: 'websites.fields.aiProvider',
  aiServiceId: 'websites.fields.aiService',
  translationProviderId: 'websites.fields.translationProvider',
  defaultAuthor: 'websites.fields.defaultAuthor',
  canonicalToSource: 'websites.fields.canonicalToSource',
  keepSourceDate: 'websites.fields.keepSourceDate',
  reviewAi: 'websites.fields.reviewAi',
};

/**
 * Whether the edited address is another site than the stored one while a key is stored: the key
 * was entered for the old one, so the API asks for it again (`website.secret.rebind`).
 */
export function needsKeyAgain(draft: WebsiteDraft, website: Website | null): boolean {
  if (!website?.apiKeyMasked || draft.apiKey || !isWebsiteUrl(draft.url.trim())) return false;
  return siteOrigin(draft.url) !== siteOrigin(website.url);
}

/** Spec §5 with the server's own messages, checked before anything is sent. */
export function validateWebsite(
  draft: WebsiteDraft,
  website: Website | null = null,
): WebsiteFieldErrors {
  const errors: WebsiteFieldErrors = {};
  if (!draft.name.trim()) errors.name = 'websites.errors.nameRequired';
  else if (draft.name.trim().length > 255) errors.name = 'websites.errors.nameTooLong';
  const url = draft.url.trim();
  if (!url) errors.url = 'websites.errors.urlRequired';
  else if (url.length > 500 || !isWebsiteUrl(url)) errors.url = 'websites.errors.urlInvalid';
  if (draft.apiUsername.trim().length > 255) errors.apiUsername = 'websites.errors.tooLong';
  if (draft.defaultAuthor.trim().length > 255) errors.defaultAuthor = 'websites.errors.tooLong';
  if (draft.apiKey.length > 255) errors.apiKey = 'websites.errors.tooLong';
  else if (needsKeyAgain(draft, website)) errors.apiKey = 'errors.website.secret.rebind';
  const interval = draft.syncIntervalMinutes;
  if (interval !== null) {
    if (!Number.isInteger(interval)) errors.syncIntervalMinutes = 'websites.errors.intervalWhole';
    else if (interval < SYNC_INTERVAL_MIN)
      errors.syncIntervalMinutes = 'websites.errors.intervalMin';
    else if (interval > SYNC_INTERVAL_MAX)
      errors.syncIntervalMinutes = 'websites.errors.intervalMax';
  }
  const days = draft.syncDays;
  if (days !== null) {
    if (!Number.isInteger(days)) errors.syncDays = 'websites.errors.syncDaysWhole';
    else if (days < SYNC_DAYS_MIN) errors.syncDays = 'websites.errors.syncDaysMin';
    else if (days > SYNC_DAYS_MAX) errors.syncDays = 'websites.errors.syncDaysMax';
  }
  return errors;
}

/** The request body: a blank key is left out, so the stored one stays. */
export function toWebsiteBody(
  draft: WebsiteDraft,
  mode: 'create' | 'edit',
  pickAccount: boolean,
): CreateWebsiteBody | UpdateWebsiteBody {
  const body: UpdateWebsiteBody = {
    name: draft.name.trim(),
    url: draft.url.trim(),
    apiUsername: draft.apiUsername.trim() || null,
    language: draft.language || null,
    syncIntervalMinutes: draft.syncIntervalMinutes,
    syncDays: draft.syncDays,
    aiProviderId: draft.aiProviderId,
    aiServiceId: draft.aiProviderId === null ? null : draft.aiServiceId,
    translationProviderId: draft.translationProviderId,
    defaultAuthor: draft.defaultAuthor.trim() || null,
    canonicalToSource: draft.canonicalToSource,
    keepSourceDate: draft.keepSourceDate,
    reviewAi: draft.reviewAi,
  };
  if (draft.apiKey) body.apiKey = draft.apiKey;
  if (mode === 'edit' && draft.version !== null) body.version = draft.version;
  if (mode === 'create' && pickAccount && draft.accountId !== null) {
    return { ...body, accountId: draft.accountId } as CreateWebsiteBody;
  }
  return body;
}
