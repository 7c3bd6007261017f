import { atom, type SetStateAction } from 'jotai';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';

/** `session`: this tab only, kept across reloads (what a tab was following). */
export type PersistTarget = 'local' | 'session' | 'cookie';

/** Returns the value when it is acceptable, or `undefined` to fall back to the initial value. */
export type Validate<T> = (raw: unknown) => T | undefined;

interface PersistOptions<T> {
  target: PersistTarget;
  validate: Validate<T>;
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function webStore(target: 'local' | 'session'): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return target === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Strings are written as they are (readable cookies); anything else as JSON. */
function encode(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (
    key: string,
    callback: (value: T) => void,
    initialValue: T,
  ) => (() => void) | undefined;
}

function storageFor<T>({ target, validate }: PersistOptions<T>): SyncStorage<T> {
  const webStorage = () => (target === 'cookie' ? undefined : webStore(target));
  const read = (key: string): string | null | undefined =>
    target === 'cookie' ? readCookie(key) : webStorage()?.getItem(key);
  const remove = (key: string) => {
    if (target === 'cookie') removeCookie(key);
    else webStorage()?.removeItem(key);
  };
  return {
    getItem(key, initialValue) {
      const raw = read(key);
      if (raw == null) return initialValue;
      const value = validate(parse(raw));
      return value === undefined ? initialValue : value;
    },
    setItem(key, value) {
      if (value === null || value === undefined) {
        remove(key);
        return;
      }
      if (target === 'cookie') writeCookie(key, encode(value));
      else webStorage()?.setItem(key, encode(value));
    },
    removeItem: remove,
    subscribe(key, callback, initialValue) {
      if (target !== 'local' || typeof window === 'undefined') return undefined;
      // Keeps several tabs in step when one of them changes a stored choice.
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== webStorage() || event.key !== key) return;
        const value = event.newValue == null ? undefined : validate(parse(event.newValue));
        callback(value === undefined ? initialValue : value);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

const UNREAD = Symbol('unread');

/**
 * The one way a piece of UI state survives a reload: local or session storage, or a prefixed
 * cookie.
 * Storage is read lazily in each store (so tests and reloads see what is stored now) and
 * written on every change; other tabs' local-storage changes flow in while mounted.
 */
/** `key` may be read at each use (a cookie whose name follows the configured title). */
export function persistedAtom<T>(
  key: string | (() => string),
  initialValue: T,
  options: PersistOptions<T>,
) {
  const storage = storageFor(options);
  const keyOf = typeof key === 'function' ? key : () => key;
  const valueAtom = atom<T | typeof UNREAD>(UNREAD);
  valueAtom.onMount = (setValue) => storage.subscribe?.(keyOf(), setValue, initialValue);

  const persisted = atom(
    (get): T => {
      const value = get(valueAtom);
      return value === UNREAD ? storage.getItem(keyOf(), initialValue) : value;
    },
    (get, set, update: SetStateAction<T>) => {
      const next =
        typeof update === 'function' ? (update as (previous: T) => T)(get(persisted)) : update;
      set(valueAtom, next);
      storage.setItem(keyOf(), next);
    },
  );
  return persisted;
}

export const oneOf =
  <const V extends readonly string[]>(values: V): Validate<V[number]> =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw) ? raw : undefined;

export const isBoolean: Validate<boolean> = (raw) => (typeof raw === 'boolean' ? raw : undefined);
