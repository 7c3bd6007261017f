import type { AppConfig } from '../core/config/env';

/** Redis keys of the analytics domain, under the deployment's prefix. */
export const analyticsKeys = (config: Pick<AppConfig, 'REDIS_PREFIX'>) => {
  const p = `${config.REDIS_PREFIX}:analytics`;
  return {
    salt: (day: string) => `${p}:salt:${day}`,
    /** Present while a visit lasts (30 minutes after the visitor's last view). */
    visit: (site: number, visitor: string) => `${p}:visit:${site}:${visitor}`,
    seen: (grain: string, site: number, bucket: number, visitor: string) =>
      `${p}:seen:${grain}:${site}:${bucket}:${visitor}`,
    /** Set once a day per breakdown key (source, path hash, article) a visitor viewed. */
    seenIn: (breakdown: string, site: number, day: string, value: string, visitor: string) =>
      `${p}:seen-in:${breakdown}:${site}:${day}:${value}:${visitor}`,
    /** Sorted set: visitor → last beacon (ms). */
    live: (site: number) => `${p}:live:${site}`,
    /** Websites with a beacon in the last 5 minutes (or whose count has yet to fall to 0). */
    liveSites: `${p}:live-sites`,
    liveLast: `${p}:live-last`,
    retentionLock: `${p}:retention-lock`,
    /** A beacon limit's counter for one window (`a:<address>:<window>`, `s:<site>:<window>`). */
    beaconLimit: (which: string) => `${p}:limit:${which}`,
    /** Hash: beacons of a website refused on a UTC day, by reason (kept a week). */
    refused: (site: number, day: string) => `${p}:refused:${site}:${day}`,
    /** Stream of accepted beacons: api nodes append, workers store (consumer group BEACON_GROUP). */
    beacons: `${p}:beacons`,
    /** Set when an api node's stream entry is appended (so a retried hand-off is appended once). */
    beaconEntry: (token: string) => `${p}:beacons:sent:${token}`,
  };
};

/** Visitors seen within this window are "now" (concurrency). */
export const LIVE_WINDOW_MS = 5 * 60_000;
/** A visit ends after 30 minutes without a view. */
export const VISIT_GAP_S = 30 * 60;

/** The workers' consumer group on the beacon stream. */
export const BEACON_GROUP = 'store';
