/**
 * The words an audit entry is found by. The trail's search box asks for entries where every word
 * typed starts a word of the record's name or of the author's address; these words, one row each
 * in `audit_words`, are what it looks them up in (see AuditRepository for why not a full-text index).
 */

/** Longest word kept; a longer one is kept as its start (a search for its start still finds it). */
export const AUDIT_WORD_LENGTH = 48;

/** Words of a search box's text used at most: the rest narrow nothing a person would notice. */
const MAX_SEARCH_WORDS = 5;

const split = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, AUDIT_WORD_LENGTH));

/** The words of a record's name and its author's address, lowercased, each once. */
export function auditWords(label: string, actorEmail: string | null): string[] {
  return [...new Set(split(`${label} ${actorEmail ?? ''}`))];
}

/** The words of a search box's text, each once, the longest (most telling) first. */
export function auditSearchWords(text: string): string[] {
  return [...new Set(split(text))].sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}
