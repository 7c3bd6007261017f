/** What every language provides for the account mails. */
export interface KindStrings {
  subject: (app: string) => string;
  /** Paragraphs before the link. */
  intro: (app: string) => string[];
  /** Label of the button (mails that carry a link). */
  action?: string;
  /** Paragraphs after the link; `expiry` is already worded, e.g. "24 hours". */
  outro: (expiry: string) => string[];
}

/** How a website's sync ended, for the user who started it. */
export interface SyncMailStrings {
  succeededSubject: (website: string) => string;
  succeeded: (website: string) => string;
  /** The counts, already formatted for the language. */
  counts: (c: { total: string; inserted: string; changed: string; deleted: string }) => string[];
  failedSubject: (website: string) => string;
  failed: (website: string) => string;
  reason: string;
}

/** What a person is told of by mail (their notification preferences say which). */
export interface NotificationMailStrings {
  assignedSubject: (title: string) => string;
  assigned: (p: { by: string; title: string; website: string }) => string;
  sourceChangedSubject: (title: string) => string;
  sourceChanged: (p: { title: string; website: string }) => string;
  reviewWaitingSubject: (title: string) => string;
  reviewWaiting: (p: { title: string; website: string }) => string;
  quotaNearSubject: string;
  quotaNear: (p: { used: number; limit: number; characters: boolean }) => string;
  digestSubject: (count: number) => string;
  digestIntro: (count: number) => string;
  digestMore: string;
  runFailedSubject: (what: string) => string;
  runFailed: (what: string) => string;
  /** What failed, named in a sentence. */
  jobs: {
    clone: (title: string) => string;
    generation: (title: string) => string;
    sync: (website: string) => string;
  };
  /** Before the link into the app. */
  open: string;
  reason: string;
  /** Where the person changes what they are told. */
  settings: string;
}

export interface MailStrings {
  /** BCP 47 tag for `<html lang>` and plural rules (`ua` is written `uk`). */
  lang: string;
  greeting: (name: string) => string;
  signature: (app: string) => string;
  linkFallback: string;
  /** The noun "hour" per plural category, as the expiry sentence needs it. */
  hours: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  sync: SyncMailStrings;
  notifications: NotificationMailStrings;
  kinds: {
    'verify-email': KindStrings;
    'reset-password': KindStrings;
    /** A correct password met an account locked by strangers' guesses: the link signs in once. */
    'unlock-sign-in': KindStrings;
    invite: KindStrings;
    'two-factor-enabled': KindStrings;
    /** To an existing user when someone registers with their email (no account enumeration). */
    'already-registered': KindStrings;
  };
}
