import { likeContains } from '../core/http/pagination';
import type { ArticleSearch } from './article-list.sql';

/** InnoDB's default full-text stopwords: a required stopword would match nothing. */
const STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
/** innodb_ft_min_token_size: shorter words are not in the index. */
const MIN_TOKEN = 3;
/** A word's edge in a title: no letter or digit next to it (PCRE, Unicode-aware in MariaDB). */
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';
/** Between two words of a phrase: anything that is not a letter or a digit. */
const BETWEEN = '[^\\p{L}\\p{N}]+';

const escapeRegExp = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

/** The text as a search: an address, a post id, or words of the title. */
export function titleSearch(q: string): ArticleSearch {
  const text = q.trim();
  const address = addressOf(text);
  if (address) return { patterns: [], address };
  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
  if (words.length === 0) return { patterns: [], titleLike: likeContains(text) };
  const indexed = words.filter((w) => w.length >= MIN_TOKEN && !STOPWORDS.has(w));
  const search: ArticleSearch = {
    patterns: words.filter((w) => !indexed.includes(w)).map((w) => `${BEFORE}${escapeRegExp(w)}`),
    phrase: `${BEFORE}${words.map(escapeRegExp).join(BETWEEN)}${AFTER}`,
  };
  if (indexed.length) search.fulltext = indexed.map((w) => `+${w}*`).join(' ');
  if (/^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= 2_147_483_647) {
    search.remoteId = Number(text);
  }
  return search;
}

/**
 * An http(s) address: the links it may be stored as (with or without the trailing slash, either
 * scheme), its host, and the post it names by slug (`/2025/03/budget-approved/`) or by id (`?p=12`).
 */
function addressOf(text: string): ArticleSearch['address'] | undefined {
  if (!/^https?:\/\/\S+$/i.test(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const path = url.pathname.replace(/\/$/, '');
  const links = [path, `${path}/`].flatMap((p) =>
    ['https:', 'http:'].map((scheme) => `${scheme}//${url.host}${p}${url.search}`),
  );
  const id = url.searchParams.get('p') ?? url.searchParams.get('page_id');
  const remoteId = id && /^\d{1,10}$/.test(id) ? Number(id) : undefined;
  const last = url.pathname.split('/').filter(Boolean).pop();
  let slug: string | undefined;
  try {
    slug = last ? decodeURIComponent(last) : undefined;
  } catch {
    slug = last;
  }
  return {
    links,
    host: url.host.toLowerCase(),
    ...(slug ? { slug } : {}),
    ...(remoteId ? { remoteId } : {}),
  };
}
