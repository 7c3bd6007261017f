import { defineErrors, type DomainErrorSpec } from '../core/http/error-codes';

/** Providers, their services, and the gateway's calls to them. */
export const PROVIDER_ERRORS = defineErrors({
  notFound: { status: 404, code: 'provider.not_found', message: 'Provider not found' },
  /** Sent naming the name (`A provider named "openai" already exists.`). */
  nameTaken: {
    status: 409,
    code: 'provider.name_taken',
    message: 'A provider with this name already exists.',
  },
  protocolType: {
    status: 400,
    code: 'provider.protocol_type',
    message: 'This protocol does not serve this provider type.',
  },
  typeLocked: {
    status: 409,
    code: 'provider.type_locked',
    message: 'The type cannot change while websites use the provider.',
  },
  /**
   * The base URL (or protocol) moved the key's destination while a key is stored: the key was
   * entered for the old one and is not sent to the new one (answered on the `apiKey` field).
   */
  secretRebind: {
    status: 422,
    code: 'provider.secret.rebind',
    message: 'The new address is another server: enter the API key again, for this address.',
  },
  /** Sent naming the websites (`The provider is used by: Daily News, Sport.`). */
  inUse: {
    status: 409,
    code: 'provider.in_use',
    message: 'The provider is used by websites.',
  },
  inactive: {
    status: 409,
    code: 'provider.inactive',
    message: 'The provider is switched off.',
  },
  serviceNotFound: {
    status: 404,
    code: 'provider.service.not_found',
    message: 'Service not found',
  },
  /** A connection test of an AI provider that has no service (model) to call. */
  noService: {
    status: 422,
    code: 'provider.no_service',
    message: 'Add a service (a model) to test this provider.',
  },
  serviceNameTaken: {
    status: 409,
    code: 'provider.service.name_taken',
    message: 'This provider already has a service with this name.',
  },
  /** Sent naming the websites. */
  serviceInUse: {
    status: 409,
    code: 'provider.service.in_use',
    message: 'The service is used by websites.',
  },
  /** Sent with params `used` and `limit` (this month's figures, tokens or characters). */
  quotaExceeded: {
    status: 429,
    code: 'provider.quota_exceeded',
    message: "This call would pass the account's monthly limit.",
  },
  glossaryTermNotFound: {
    status: 404,
    code: 'provider.glossary.not_found',
    message: 'Glossary term not found',
  },
  glossaryTermTaken: {
    status: 409,
    code: 'provider.glossary.term_taken',
    message: 'The glossary already has this term for this language.',
  },
  serviceInactive: {
    status: 409,
    code: 'provider.service.inactive',
    message: 'The service is switched off.',
  },
});

/** Why a call to a provider failed, in plain words a person can act on. */
export const PROVIDER_CALL_FAILURES = [
  'bad-key',
  'unknown-model',
  'rate-limited',
  'unreachable',
  'timeout',
  'blocked-address',
  'moved',
  'invalid-response',
  'cancelled',
  'provider-error',
] as const;
export type ProviderCallFailure = (typeof PROVIDER_CALL_FAILURES)[number];

const CALL_MESSAGES: Record<ProviderCallFailure, string> = {
  'bad-key': 'The provider refused the API key.',
  'unknown-model': 'The provider does not know this model.',
  'rate-limited': 'The provider is rate limiting the calls; try again later.',
  unreachable: 'The provider cannot be reached.',
  timeout: 'The provider did not answer in time.',
  'blocked-address':
    'The provider address is private or reserved, and outbound calls to it are not allowed.',
  moved:
    'The provider sent the call to another address than the one its key was entered for: save the new address together with its key.',
  'invalid-response': 'The provider sent an answer that could not be read.',
  cancelled: 'The call was cancelled.',
  'provider-error': 'The provider answered with an error.',
};

const callFailure = (reason: ProviderCallFailure): DomainErrorSpec => ({
  status: 502,
  code: `provider.call.${reason.replace(/-/g, '_')}`,
  message: CALL_MESSAGES[reason],
});

/** `provider.call.bad_key` …: what a failed call (a test, a job) reports. */
export const PROVIDER_CALL_ERRORS = defineErrors(
  Object.fromEntries(PROVIDER_CALL_FAILURES.map((r) => [r, callFailure(r)])) as Record<
    ProviderCallFailure,
    DomainErrorSpec
  >,
);
