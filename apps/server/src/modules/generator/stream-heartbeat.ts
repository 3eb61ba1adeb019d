import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../app-context.ts';
import { findLiveSessions } from '../auth/live-sessions.ts';
import { findEndedGenerations, latestMessage } from './generation-store.ts';
import { deliver, disconnect, eventOf, type Track } from './live-stream.ts';

export const HEARTBEAT_MS = 15_000;
/** Heartbeats written in one go before other work (a progress message, a request) gets its turn. */
const WRITES_PER_TURN = 1000;

export interface Heartbeat {
  stop(): void;
}

/**
 * One heartbeat for every progress stream of the process, every HEARTBEAT_MS: a `heartbeat` event to each stream,
 * then one check of all their sessions and generations, a query per 512 sessions and per 512 generations, where a
 * timer per stream made two queries per stream. A stream whose session is gone (revoked by another instance, or
 * expired) gets `disconnected`; the streams of a generation that ended get its final message. A check that fails (a
 * database blip) ends no stream: the next heartbeat checks again. A check still running when the next heartbeat comes
 * is not started twice.
 */
export function startHeartbeat(ctx: Pick<AppContext, 'db' | 'clock' | 'log'>, tracks: ReadonlyMap<string, Track>): Heartbeat {
  let checking = false;
  const beat = async () => {
    await sendHeartbeats(tracks);
    if (checking) return;
    checking = true;
    try {
      await checkSessionsAndGenerations(ctx, tracks);
    } catch (error) {
      ctx.log.warn({ err: error }, 'the progress streams could not check their sessions and generations');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void beat(), HEARTBEAT_MS);
  return { stop: () => clearInterval(timer) };
}

async function sendHeartbeats(tracks: ReadonlyMap<string, Track>): Promise<void> {
  let written = 0;
  for (const track of [...tracks.values()]) {
    const event = eventOf({ track_id: track.trackId, status: 'heartbeat' });
    for (const stream of [...track.streams]) {
      stream.write(event);
      if (++written % WRITES_PER_TURN === 0) await nextTurn();
    }
  }
}

async function checkSessionsAndGenerations(ctx: Pick<AppContext, 'db' | 'clock'>, tracks: ReadonlyMap<string, Track>): Promise<void> {
  const streams = [...tracks.values()].flatMap((track) => [...track.streams]);
  const live = await findLiveSessions(ctx.db, ctx.clock, streams.flatMap((stream) => stream.tokenHash ?? []));
  for (const stream of streams) if (stream.tokenHash && !live.has(stream.tokenHash)) disconnect(stream);
  const ended = await findEndedGenerations(ctx.db, streams.map((stream) => stream.track.trackId));
  for (const generation of ended) {
    const track = tracks.get(generation.track_id);
    if (track) deliver(track.streams, latestMessage(generation));
  }
}
