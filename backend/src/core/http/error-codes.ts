/**
 * A domain error's definition: pure data, so the browser's test can read every code the backend
 * can emit and check that each language translates it (`errors.<code>`).
 */
export interface DomainErrorSpec {
  /** The HTTP status it answers with. */
  status: number;
  /** Stable and dotted (`user.role.too_strong`): what clients translate by. Never renamed. */
  code: string;
  /** The spec's English wording, shown where no translation exists. */
  message: string;
}

/** Defines a domain's errors once, each with status, code and message. */
export const defineErrors = <T extends Record<string, DomainErrorSpec>>(errors: T): T => errors;
