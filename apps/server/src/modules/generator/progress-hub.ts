export type ProgressUpdate = {
  /** The event id of a message kept in the generation's history; streams send it as the event's `id:`, not in its data. */
  id?: number;
  track_id: string;
  status: string;
  message: string;
  progress?: number;
  fileUrl?: string;
  s3Url?: string;
};

type Listener = (update: ProgressUpdate) => void;

/** Fans progress out to the stream subscribers of a track_id; in-process here, Redis pub/sub when scaled out. */
export interface ProgressHub {
  publish(update: ProgressUpdate): void;
  subscribe(trackId: string, listener: Listener): () => void;
}

/**
 * The in-process hub. A set per track_id rather than an EventEmitter: adding and removing a listener stay O(1) with
 * thousands on one track, where the emitter's listener array made each removal a scan.
 */
export function createProgressHub(): ProgressHub {
  const listeners = new Map<string, Set<Listener>>();
  return {
    publish(update) {
      const subscribed = listeners.get(update.track_id);
      // A copy: a listener that unsubscribes (or subscribes another) while hearing this message changes the set.
      if (subscribed) for (const listener of [...subscribed]) listener(update);
    },
    subscribe(trackId, listener) {
      let subscribed = listeners.get(trackId);
      if (!subscribed) listeners.set(trackId, (subscribed = new Set()));
      // The same function twice is two subscriptions, as on an EventEmitter.
      const entry: Listener = subscribed.has(listener) ? (update) => listener(update) : listener;
      subscribed.add(entry);
      return () => {
        subscribed.delete(entry);
        if (subscribed.size === 0 && listeners.get(trackId) === subscribed) listeners.delete(trackId);
      };
    },
  };
}
