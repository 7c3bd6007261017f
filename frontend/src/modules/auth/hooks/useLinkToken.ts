import { useSearch } from 'wouter';

/** The `token` of a mailed link (verify, reset, invite); null when the address has none. */
export function useLinkToken(): string | null {
  const token = new URLSearchParams(useSearch()).get('token')?.trim();
  return token ? token : null;
}
