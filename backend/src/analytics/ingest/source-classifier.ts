import type { TrafficSource } from '../entities/analytics-event.entity';

/** Hosts (and their subdomains) of the networks the spec names. */
const NAMED: readonly (readonly [TrafficSource, readonly string[]])[] = [
  ['google', []],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['facebook', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com']],
  ['twitter', ['twitter.com', 't.co', 'x.com']],
  ['medium', ['medium.com']],
];

/** Other social networks: counted together as Social. */
const SOCIAL = [
  'instagram.com',
  'reddit.com',
  'pinterest.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'threads.net',
  'bsky.app',
  'mastodon.social',
  'vk.com',
  'whatsapp.com',
  't.me',
  'telegram.org',
  'snapchat.com',
  'tumblr.com',
  'quora.com',
  'discord.com',
];

/** `utm_source` values that name a network when no referrer came with the view. */
const UTM_ALIASES: Record<string, TrafficSource> = {
  google: 'google',
  linkedin: 'linkedin',
  facebook: 'facebook',
  fb: 'facebook',
  twitter: 'twitter',
  x: 'twitter',
  medium: 'medium',
  instagram: 'social',
  reddit: 'social',
  youtube: 'social',
  tiktok: 'social',
};

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** google.com, google.co.uk, news.google.it… */
const isGoogle = (host: string) => /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(host);

export const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
};

export interface SourceInput {
  /** `document.referrer`, empty when none. */
  referrer: string | null;
  /** The host of the page viewed. */
  pageHost: string;
  /** Hosts of the account's other websites (a link between them is Internal). */
  accountHosts: readonly string[];
  utmSource?: string | null;
}

/** Where a view came from, in the spec's terms. */
export function classifySource({
  referrer,
  pageHost,
  accountHosts,
  utmSource,
}: SourceInput): TrafficSource {
  const host = referrer ? hostOf(referrer) : null;
  if (!host) {
    const alias = utmSource ? UTM_ALIASES[utmSource.trim().toLowerCase()] : undefined;
    return alias ?? 'direct';
  }
  const page = pageHost.toLowerCase().replace(/^www\./, '');
  if (host === page || accountHosts.some((other) => host === other.replace(/^www\./, ''))) {
    return 'internal';
  }
  if (isGoogle(host)) return 'google';
  for (const [source, domains] of NAMED) {
    if (domains.some((domain) => within(host, domain))) return source;
  }
  if (SOCIAL.some((domain) => within(host, domain))) return 'social';
  return 'others';
}
