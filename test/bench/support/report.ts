import { availableParallelism, loadavg } from 'node:os';

/** The closing lines of a p99 bench: the worst p99 against its goal, and how busy the machine was. */
export function printP99Footer(worstMs: number, goalMs: number, loadBefore: number): void {
  console.log(
    `  worst endpoint p99 ${worstMs.toFixed(1)} ms against the ${goalMs} ms goal: ${worstMs <= goalMs ? 'within goal' : 'MISSES goal'}`,
  );
  console.log(
    `  machine: ${availableParallelism()} CPUs, 1-minute load average ${loadBefore.toFixed(1)} before / ${loadavg()[0]!.toFixed(1)} after the measurements`,
  );
}
