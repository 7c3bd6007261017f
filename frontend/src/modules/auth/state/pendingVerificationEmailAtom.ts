import { atom } from 'jotai';

/** The address just registered, so "resend" on /verify-email-sent needs no typing (memory only). */
export const pendingVerificationEmailAtom = atom<string | null>(null);
