/**
 * Runs at most `limit` tasks at once; the others wait their turn, first come first served. A task's own error reaches
 * its caller as it is. A caller whose `signal` aborts while it waits leaves the queue without running its task and gets
 * the signal's reason; once a task has started, it runs to the end.
 */
export function createWorkQueue(limit: number) {
  let running = 0;
  // A Set keeps the order of arrival and lets a caller that gave up leave from anywhere in the line.
  const waiting = new Set<() => void>();

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.delete(start);
        reject(signal!.reason);
      };
      waiting.add(start);
      signal?.addEventListener('abort', leave, { once: true });
    });

  // A finished task hands its place to the first in line, if any: `running` stays the same.
  const release = () => {
    const [next] = waiting;
    if (!next) return void running--;
    waiting.delete(next);
    next();
  };

  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    if (running < limit) running++;
    else await turn(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
