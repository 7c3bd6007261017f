import type { ProviderProtocol, ProviderType } from '../../api/providers';
import type { TranslationKey } from '../../i18n/keys';
import type { FieldRules } from '../../ui/form/useEntityForm';

export const PROTOCOLS: Record<ProviderType, readonly ProviderProtocol[]> = {
  ai: ['openai', 'anthropic'],
  translation: ['deepl', 'libretranslate', 'google'],
};

export interface ProviderDraft {
  name: string;
  prettyName: string;
  description: string;
  type: ProviderType;
  protocol: ProviderProtocol;
  baseUrl: string;
  /** Empty: the stored key stays (on edit). */
  apiKey: string;
  requestsPerMinute: string;
  tokensPerMinute: string;
  active: boolean;
  /** The version the form was loaded with (null: a new provider). */
  version: number | null;
}

export const PROVIDER_FIELDS = [
  'name',
  'prettyName',
  'description',
  'type',
  'protocol',
  'baseUrl',
  'apiKey',
  'requestsPerMinute',
  'tokensPerMinute',
  'active',
] as const satisfies readonly (keyof ProviderDraft)[];
export type ProviderField = (typeof PROVIDER_FIELDS)[number];

const wholeOrEmpty = (text: string) => text.trim() === '' || /^\d+$/.test(text.trim());

/** Where a key may go: its base URL's origin, or the protocol's own endpoint (as the API binds it). */
function keyDestination(protocol: ProviderProtocol, baseUrl: string): string {
  try {
    return baseUrl.trim() ? new URL(baseUrl.trim()).origin : `${protocol}:default`;
  } catch {
    return baseUrl;
  }
}

/** The server's rules, checked first here. */
export function validateProvider(
  d: ProviderDraft,
  stored: {
    protocol: ProviderProtocol;
    baseUrl: string | null;
    apiKeyMasked: string | null;
  } | null = null,
): FieldRules<ProviderField> {
  const errors: Partial<Record<ProviderField, TranslationKey>> = {};
  if (!d.name.trim()) errors.name = 'providers.errors.nameRequired';
  else if (!/^[a-z0-9_-]+$/.test(d.name.trim())) errors.name = 'providers.errors.namePattern';
  if (!d.prettyName.trim()) errors.prettyName = 'providers.errors.prettyNameRequired';
  if (d.baseUrl.trim() && !/^https?:\/\/[^\s/@]+(\/\S*)?$/i.test(d.baseUrl.trim())) {
    errors.baseUrl = 'providers.errors.baseUrl';
  }
  if (!PROTOCOLS[d.type].includes(d.protocol)) errors.protocol = 'providers.errors.protocol';
  // The stored key was entered for its destination: another one needs the key again.
  if (
    stored?.apiKeyMasked &&
    !d.apiKey &&
    keyDestination(d.protocol, d.baseUrl) !== keyDestination(stored.protocol, stored.baseUrl ?? '')
  ) {
    errors.apiKey = 'errors.provider.secret.rebind';
  }
  if (!wholeOrEmpty(d.requestsPerMinute)) errors.requestsPerMinute = 'providers.errors.whole';
  if (!wholeOrEmpty(d.tokensPerMinute)) errors.tokensPerMinute = 'providers.errors.whole';
  return errors;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function toProviderBody(d: ProviderDraft, editing: boolean) {
  return {
    name: d.name.trim(),
    prettyName: d.prettyName.trim(),
    description: d.description.trim() || null,
    type: d.type,
    protocol: d.protocol,
    baseUrl: d.baseUrl.trim() || null,
    ...(d.apiKey || !editing ? { apiKey: d.apiKey || null } : {}),
    requestsPerMinute: numberOrNull(d.requestsPerMinute),
    tokensPerMinute: numberOrNull(d.tokensPerMinute),
    active: d.active,
    ...(editing && d.version !== null ? { version: d.version } : {}),
  };
}

export interface ServiceDraft {
  name: string;
  description: string;
  model: string;
  temperature: string;
  priceInputPerMillion: string;
  priceOutputPerMillion: string;
  pricePerMillionChars: string;
  active: boolean;
}

export const SERVICE_FIELDS = [
  'name',
  'description',
  'model',
  'settings',
  'temperature',
  'priceInputPerMillion',
  'priceOutputPerMillion',
  'pricePerMillionChars',
  'active',
] as const;
export type ServiceField = (typeof SERVICE_FIELDS)[number];

const amountOk = (text: string, max: number) => {
  if (text.trim() === '') return true;
  const n = Number(text.trim());
  return Number.isFinite(n) && n >= 0 && n <= max;
};

export function validateService(d: ServiceDraft & { settings: { key: string }[] }) {
  const errors: Partial<Record<ServiceField, TranslationKey>> = {};
  if (!d.name.trim()) errors.name = 'providers.errors.nameRequired';
  if (!d.model.trim()) errors.model = 'providers.errors.modelRequired';
  if (!amountOk(d.temperature, 2)) errors.temperature = 'providers.errors.temperature';
  for (const field of [
    'priceInputPerMillion',
    'priceOutputPerMillion',
    'pricePerMillionChars',
  ] as const) {
    if (!amountOk(d[field], 1_000_000)) errors[field] = 'providers.errors.price';
  }
  const keys = d.settings.map((s) => s.key.trim()).filter(Boolean);
  if (new Set(keys).size !== keys.length) errors.settings = 'providers.errors.settingKeys';
  return errors as FieldRules<ServiceField>;
}

export const serviceNumber = numberOrNull;
