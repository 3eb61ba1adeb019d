import type { ServerResponse } from 'node:http';
import type { ProgressUpdate } from './progress-hub.ts';

const finalStatuses = new Set(['completed', 'failed']);

/** One event of a progress stream, encoded once however many streams it goes to; a kept message's id becomes its `id:` line. */
export function eventOf(message: { id?: number; track_id: string; status: string }): Buffer {
  const { id, ...data } = message;
  return Buffer.from(`${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
}

/** The streams of one generation in this process, which hear its messages through one hub subscription. */
export interface Track {
  readonly trackId: string;
  readonly streams: Set<LiveStream>;
  unsubscribe: () => void;
}

/** One open progress stream; a small object, as one process may hold tens of thousands. */
export class LiveStream {
  closed = false;
  stopWatching: () => void = () => {};
  /** Messages heard while the stream replays the history; sent after it. Undefined once it is live. */
  private held: ProgressUpdate[] | undefined = [];

  constructor(
    readonly track: Track,
    /** The SHA-256 of the session token it was opened with, as the sessions table keeps it; undefined without one. */
    readonly tokenHash: string | undefined,
    private readonly out: ServerResponse,
    private readonly onClose: (stream: LiveStream) => void,
    /** The id of the last kept message this stream sent, or its client had (Last-Event-ID): none up to it is sent (again). */
    public lastId = 0,
  ) {}

  write(event: Buffer): void {
    if (!this.closed) this.out.write(event);
  }

  /** Sends a message once: a kept one (with an id) only when it is newer than the last sent; a final one ends the stream. */
  send(update: ProgressUpdate, event = eventOf(update)): void {
    if (this.held) {
      this.held.push(update);
      return;
    }
    if (update.id !== undefined) {
      if (update.id <= this.lastId) return;
      this.lastId = update.id;
    }
    this.write(event);
    if (finalStatuses.has(update.status)) this.close();
  }

  /** Sends the history (the messages kept after lastId, oldest first), then what was heard meanwhile, and goes live. */
  replay(history: readonly ProgressUpdate[]): void {
    const heard = this.held ?? [];
    this.held = undefined;
    for (const update of [...history, ...heard]) this.send(update);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stopWatching();
    this.onClose(this);
    this.out.end();
  }
}

/** Gives `update` to these streams; a final message (completed, failed) ends them. */
export function deliver(streams: Iterable<LiveStream>, update: ProgressUpdate): void {
  const event = eventOf(update);
  // A copy: ending a stream takes it out of its track's set.
  for (const stream of [...streams]) stream.send(update, event);
}

/** Whether a generation in this state has ended. */
export const hasEnded = (status: string): boolean => finalStatuses.has(status);

/** Tells the stream that its session has ended, and ends it. */
export function disconnect(stream: LiveStream): void {
  stream.write(eventOf({ track_id: stream.track.trackId, status: 'disconnected' }));
  stream.close();
}
