/** A signal that aborts when `signal` does or after `ms`, with `done()` to call once the work it guards has ended. */
export interface TimedSignal {
  signal: AbortSignal;
  done(): void;
}

/**
 * `AbortSignal.any([signal, AbortSignal.timeout(ms)])` without its flaw on Node.js 20: there the timeout signal is held
 * only weakly, so after a garbage collection it never fires and a request to a server that does not answer waits
 * forever (nodejs/node#55428; seen in a test under load). Here the timer holds the controller, and `done()` clears the
 * timer and the listener on `signal`. The abort reason on time-out is a TimeoutError, as AbortSignal.timeout gives.
 */
export function timedSignal(signal: AbortSignal, ms: number): TimedSignal {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')), ms);
  const follow = () => controller.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', follow);
    },
  };
}
