import type { RawPost } from '../wordpress/post-mapper';
import type { PostWrite, WordPressWriter } from '../wordpress/wordpress-writer';

/** Where a workflow keeps the post it writes on a destination (a clone, a generated article). */
export interface PostLedger {
  /** The post written before (or the existing post to change), if any. */
  remoteId: number | null;
  /** Set when a creation was asked for and its answer not recorded yet. */
  creatingAt: Date | null;
  /** Marks a creation under way, before the request. */
  creating(): Promise<void>;
  /** Records the post the moment it is known (and clears the mark). */
  setRemote(remoteId: number, link: string | null): Promise<void>;
}

/**
 * Writes a post once: updates the post the ledger names, unless it was deleted or trashed on the
 * destination (then a new one: a trashed post stays in the trash, as whoever trashed it left it).
 * A creation is marked in the ledger before the request and its id written the moment WordPress
 * answers; a worker killed in between leaves the mark, and the retry adopts the post it finds
 * (same title, by the API user, created since the mark) instead of making a second.
 */
export async function sendPostOnce(
  to: WordPressWriter,
  ledger: PostLedger,
  write: PostWrite,
): Promise<RawPost> {
  if (ledger.remoteId) {
    const existing = await to.post(ledger.remoteId);
    if (existing && existing.status !== 'trash') {
      const updated = await to.updatePost(ledger.remoteId, write);
      if (updated) return updated;
    }
  }
  if (ledger.creatingAt) {
    const orphan = await to.createdSince(write.title ?? '', ledger.creatingAt, write.author);
    if (orphan) {
      await ledger.setRemote(orphan.id, orphan.link ?? null);
      const adopted = await to.updatePost(orphan.id, write);
      if (adopted) return adopted;
    }
  }
  await ledger.creating();
  const created = await to.createPost(write);
  await ledger.setRemote(created.id, created.link ?? null);
  return created;
}
