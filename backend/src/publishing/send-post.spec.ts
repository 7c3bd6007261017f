import type { RawPost } from '../wordpress/post-mapper';
import type { PostWrite, WordPressWriter } from '../wordpress/wordpress-writer';
import { sendPostOnce, type PostLedger } from './send-post';

const MARKED_AT = new Date('2026-12-06T10:00:00Z');

/** A destination's posts, and every request a write made of it, in order. */
class FakeDestination {
  readonly calls: string[] = [];
  readonly posts = new Map<number, RawPost>();
  private nextId = 500;
  /** A post to find as the one a killed attempt created (same title, since the mark). */
  orphan: RawPost | null = null;

  post(id: number) {
    this.calls.push(`read ${id}`);
    return Promise.resolve(this.posts.get(id) ?? null);
  }

  createdSince(title: string, since: Date) {
    this.calls.push(`look for "${title}" since ${since.toISOString()}`);
    return Promise.resolve(this.orphan);
  }

  createPost(write: PostWrite) {
    const id = this.nextId++;
    const post: RawPost = { id, status: write.status ?? 'draft', link: `https://dest/?p=${id}` };
    this.posts.set(id, post);
    this.calls.push(`create ${id}`);
    return Promise.resolve(post);
  }

  updatePost(id: number, write: PostWrite) {
    this.calls.push(`update ${id}`);
    const post = this.posts.get(id);
    if (!post) return Promise.resolve(null);
    const updated = { ...post, status: write.status ?? post.status };
    this.posts.set(id, updated);
    return Promise.resolve(updated);
  }
}

/** The workflow's record of its post, and what the write told it. */
class FakeLedger implements PostLedger {
  readonly told: string[] = [];

  constructor(
    public remoteId: number | null = null,
    public creatingAt: Date | null = null,
  ) {}

  creating() {
    this.creatingAt = MARKED_AT;
    this.told.push('creating');
    return Promise.resolve();
  }

  setRemote(remoteId: number, link: string | null) {
    this.remoteId = remoteId;
    this.creatingAt = null;
    this.told.push(`post ${remoteId} at ${link}`);
    return Promise.resolve();
  }
}

const WRITE: PostWrite = { title: 'Harbour reopens', content: '<p>Boats.</p>', status: 'publish' };

function send(dest: FakeDestination, ledger: FakeLedger) {
  return sendPostOnce(dest as unknown as WordPressWriter, ledger, WRITE);
}

describe('sendPostOnce', () => {
  it('creates a first post, marking the creation before the request and recording it after', async () => {
    const dest = new FakeDestination();
    const ledger = new FakeLedger();

    const post = await send(dest, ledger);

    expect(post.id).toBe(500);
    expect(dest.calls).toEqual(['create 500']);
    expect(ledger.told).toEqual(['creating', 'post 500 at https://dest/?p=500']);
    expect(ledger).toMatchObject({ remoteId: 500, creatingAt: null });
  });

  it('updates the post it wrote before, creating nothing', async () => {
    const dest = new FakeDestination();
    dest.posts.set(42, { id: 42, status: 'draft' });
    const ledger = new FakeLedger(42);

    const post = await send(dest, ledger);

    expect(post).toMatchObject({ id: 42, status: 'publish' });
    expect(dest.calls).toEqual(['read 42', 'update 42']);
    expect(ledger.told).toEqual([]);
  });

  it.each([
    ['trashed on the destination', { id: 42, status: 'trash' }],
    ['deleted on the destination', null],
  ])(
    'writes a new post when the one it wrote was %s, leaving the trash as it is',
    async (_, old) => {
      const dest = new FakeDestination();
      if (old) dest.posts.set(42, old);
      const ledger = new FakeLedger(42);

      const post = await send(dest, ledger);

      expect(post.id).toBe(500);
      expect(dest.calls).toEqual(['read 42', 'create 500']);
      expect(dest.posts.get(42)?.status).toBe(old ? 'trash' : undefined);
      expect(ledger.remoteId).toBe(500);
    },
  );

  it('writes a new post when the old one goes between the read and the update', async () => {
    const dest = new FakeDestination();
    dest.posts.set(42, { id: 42, status: 'publish' });
    dest.updatePost = (id: number) => {
      dest.calls.push(`update ${id}`);
      return Promise.resolve(null);
    };
    const ledger = new FakeLedger(42);

    const post = await send(dest, ledger);

    expect(post.id).toBe(500);
    expect(dest.calls).toEqual(['read 42', 'update 42', 'create 500']);
  });

  it('adopts the post a killed attempt created (marked, never recorded) instead of a second one', async () => {
    const dest = new FakeDestination();
    dest.posts.set(77, { id: 77, status: 'draft', link: 'https://dest/?p=77' });
    dest.orphan = dest.posts.get(77)!;
    const ledger = new FakeLedger(null, MARKED_AT);

    const post = await send(dest, ledger);

    expect(post).toMatchObject({ id: 77, status: 'publish' });
    expect(dest.calls).toEqual([
      `look for "Harbour reopens" since ${MARKED_AT.toISOString()}`,
      'update 77',
    ]);
    expect(ledger.told).toEqual(['post 77 at https://dest/?p=77']);
  });

  it('creates the post when a marked attempt had not reached WordPress', async () => {
    const dest = new FakeDestination();
    const ledger = new FakeLedger(null, MARKED_AT);

    const post = await send(dest, ledger);

    expect(post.id).toBe(500);
    expect(dest.calls).toEqual([
      `look for "Harbour reopens" since ${MARKED_AT.toISOString()}`,
      'create 500',
    ]);
  });
});
