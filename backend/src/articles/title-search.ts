import { likeContains } from '../core/http/pagination';

/** InnoDB's default full-text stopwords: a required stopword would match nothing. */
const STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
/** innodb_ft_min_token_size: shorter words are not in the index. */
const MIN_TOKEN = 3;

/**
 * Every word must appear, as a prefix (`+word*`), through the FULLTEXT index on the title. When no
 * word is long enough for the index, the title is matched with LIKE instead.
 */
export function titleSearch(q: string): { fulltext?: string; titleLike?: string } {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_TOKEN && !STOPWORDS.has(w));
  if (words.length === 0) return { titleLike: likeContains(q.trim()) };
  return { fulltext: [...new Set(words)].map((w) => `+${w}*`).join(' ') };
}
