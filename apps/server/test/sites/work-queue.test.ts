import { describe, expect, it } from 'vitest';
import { createWorkQueue } from '../../src/modules/sites/work-queue.ts';

/** A task that runs until `finish` is called, noting when it started. */
function heldTask(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { task: () => (started.push(name), done), finish: () => finish(name), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the work queue (at most N resizes at a time per process)', () => {
  it('runs no more than its limit at once, the rest in the order they came', async () => {
    const run = createWorkQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map((each) => run(each.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await settle();
    tasks[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("gives a failed task's error to its caller as it is, and frees its place", async () => {
    const run = createWorkQueue(1);
    const started: string[] = [];
    const failing = heldTask(started, 'fails');
    const next = heldTask(started, 'next');
    const failed = run(failing.task);
    const after = run(next.task);
    const refusal = new Error('unreadable');
    failing.fail(refusal);
    await expect(failed).rejects.toBe(refusal);
    await settle();
    next.finish();
    expect(await after).toBe('next');
  });

  it('a caller that leaves while waiting never runs its task, and the line moves on without it', async () => {
    const run = createWorkQueue(1);
    const started: string[] = [];
    const [first, leaving, last] = ['first', 'leaving', 'last'].map((name) => heldTask(started, name));
    const left = new AbortController();
    const results = [run(first!.task), run(leaving!.task, left.signal), run(last!.task)];
    left.abort();
    await expect(results[1]).rejects.toMatchObject({ name: 'AbortError' });
    first!.finish();
    await settle();
    expect(started).toEqual(['first', 'last']);
    last!.finish();
    expect(await results[2]).toBe('last');
    await expect(run(async () => 'never', left.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
