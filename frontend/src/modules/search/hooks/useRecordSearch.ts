import type { IconName } from '@blueprintjs/core';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchAccounts } from '../../../api/accounts';
import { fetchArticles } from '../../../api/articles';
import { fetchUsers } from '../../../api/users';
import { fetchWebsites } from '../../../api/websites';
import { abilityAtom } from '../../../state/abilityAtom';
import { recordSearchKey } from '../queryKeys';

export const RECORD_KINDS = ['article', 'website', 'user', 'account'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordHit {
  kind: RecordKind;
  id: number;
  label: string;
  /** A second line: the website of an article, a user's email, a website's address… */
  detail: string;
  icon: IconName;
  path: string;
}

/** Per kind: the same list endpoint (and so the same permissions) as its list page. */
const PER_KIND = 5;
export const MIN_QUERY = 2;
const DEBOUNCE_MS = 250;

const search = (q: string) => `?q=${encodeURIComponent(q)}`;

const SOURCES: Record<RecordKind, { subject: string; fetch: (q: string) => Promise<RecordHit[]> }> =
  {
    article: {
      subject: 'article',
      fetch: async (q) =>
        (await fetchArticles({ q, perPage: PER_KIND, sortBy: 'relevance' })).data.map((a) => ({
          kind: 'article',
          id: a.id,
          label: a.title,
          detail: a.websiteName,
          icon: 'document',
          // The list, searched for it: its drawer shows the rest.
          path: `/apps/articles/list${search(a.title.slice(0, 100))}`,
        })),
    },
    website: {
      subject: 'website',
      fetch: async (q) =>
        (await fetchWebsites({ q, perPage: PER_KIND })).data.map((w) => ({
          kind: 'website',
          id: w.id,
          label: w.name,
          detail: w.url,
          icon: 'globe-network',
          path: `/apps/websites/view/${w.id}`,
        })),
    },
    user: {
      subject: 'user',
      fetch: async (q) =>
        (await fetchUsers({ q, perPage: PER_KIND })).data.map((u) => ({
          kind: 'user',
          id: u.id,
          label: u.fullName || u.email,
          detail: u.email,
          icon: 'person',
          path: `/apps/user/view/${u.id}`,
        })),
    },
    account: {
      subject: 'account',
      fetch: async (q) =>
        (await fetchAccounts({ q, perPage: PER_KIND })).data.map((a) => ({
          kind: 'account',
          id: a.id,
          label: a.name,
          detail: a.plan.name,
          icon: 'office',
          path: `/apps/accounts/list${search(a.name)}`,
        })),
    },
  };

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Records matching `text` among those the reader may list: each kind asks its own list endpoint
 * (server-side search, the list's permissions), only when the reader may read that subject.
 */
export function useRecordSearch(text: string) {
  const ability = useAtomValue(abilityAtom);
  const q = useDebounced(text.trim(), DEBOUNCE_MS).slice(0, 100);
  const kinds = RECORD_KINDS.filter((kind) => ability.can('read', SOURCES[kind].subject));
  const active = q.length >= MIN_QUERY;
  const results = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: recordSearchKey(kind, q),
      queryFn: () => SOURCES[kind].fetch(q),
      enabled: active,
      staleTime: 10_000,
      retry: false,
    })),
  });
  return {
    hits: active ? results.flatMap((r) => r.data ?? []) : [],
    searching: active && (results.some((r) => r.isFetching) || q !== text.trim().slice(0, 100)),
  };
}
