/** The query keys of the session and the sign-in flows (one registry for the feature). */
export const ME_QUERY_KEY = ['auth', 'me'] as const;
export const TWO_FACTOR_KEY = ['auth', '2fa'] as const;
/** A mailed link's single-use token, spent once: a query so a re-render never spends it twice. */
export const verifyEmailKey = (token: string | null) => ['auth', 'verify-email', token] as const;
export const unlockKey = (token: string | null) => ['auth', 'unlock', token] as const;
