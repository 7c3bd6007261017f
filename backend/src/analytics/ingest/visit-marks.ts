import type Redis from 'ioredis';

/**
 * A batch's visit marks in Redis as one script: a beacon's marks (its visitor in the website's
 * live set, the running visit, seen in this minute, hour and day, seen today under each
 * breakdown key) cost one round trip and one reply for the whole batch instead of a command and
 * a reply each, and run as one, as MULTI/EXEC ran them (a batch the connection lost before the
 * script ran is retried whole). One op per key, in ARGV:
 * - `z score member`: ZADD;
 * - `v ttl`: SET … GET with expiry: answers 1 when the key did not exist (a new visit);
 * - `s ttl`: SET … NX with expiry: answers 1 when it set the key (seen for the first time);
 * - `a n member…`: SADD of n members.
 * Answers the `v` and `s` ops' flags, in order.
 */
const MARK_SCRIPT = `
local flags = {}
local a = 1
for i = 1, #KEYS do
  local op = ARGV[a]
  if op == 'z' then
    redis.call('ZADD', KEYS[i], ARGV[a + 1], ARGV[a + 2])
    a = a + 3
  elseif op == 'v' then
    flags[#flags + 1] = redis.call('SET', KEYS[i], '1', 'EX', ARGV[a + 1], 'GET') and 0 or 1
    a = a + 2
  elseif op == 's' then
    flags[#flags + 1] = redis.call('SET', KEYS[i], '1', 'EX', ARGV[a + 1], 'NX') and 1 or 0
    a = a + 2
  else
    local n = tonumber(ARGV[a + 1])
    for j = a + 2, a + 1 + n do redis.call('SADD', KEYS[i], ARGV[j]) end
    a = a + 2 + n
  end
end
return flags
`;

/** Collects a batch's marks, then applies them in one script call. */
export class VisitMarks {
  private readonly keys: string[] = [];
  private readonly args: (string | number)[] = [];

  /** Adds `member` to the sorted set `key` with `score`. */
  zadd(key: string, score: number, member: string) {
    this.keys.push(key);
    this.args.push('z', score, member);
  }

  /** Starts or extends a visit; its flag says whether the visit is new. */
  visit(key: string, ttlSeconds: number) {
    this.keys.push(key);
    this.args.push('v', ttlSeconds);
  }

  /** Marks something seen; its flag says whether it is the first time. */
  seen(key: string, ttlSeconds: number) {
    this.keys.push(key);
    this.args.push('s', ttlSeconds);
  }

  sadd(key: string, members: (string | number)[]) {
    if (members.length === 0) return;
    this.keys.push(key);
    this.args.push('a', members.length, ...members);
  }

  /** Applies every mark at once; answers the flags of `visit` and `seen`, in the order given. */
  async apply(redis: Redis): Promise<boolean[]> {
    if (this.keys.length === 0) return [];
    // EVAL, not a command defined on the client: the shared connection auto-pipelines, and a
    // pipeline made before `defineCommand` lacks the new command ("pipeline[functionName] is not
    // a function"), which ioredis then turned into an uncaught error that ended the process.
    // Redis keeps the compiled script by its hash: only the text travels again.
    const flags = (await redis.eval(
      MARK_SCRIPT,
      this.keys.length,
      ...this.keys,
      ...this.args,
    )) as number[];
    return flags.map((flag) => flag === 1);
  }
}
