/**
 * Another api node hears of a change through Redis: a message, not a transaction. Reads until the
 * value is the expected one, for at most `timeoutMs`, then asserts it.
 */
export async function eventually<T>(
  read: () => PromiseLike<T>,
  expected: T,
  timeoutMs = 2000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    last = await read();
  }
  expect(last).toBe(expected);
}
