import { EventEmitter } from 'node:events';

export type ProgressUpdate = {
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

export function createProgressHub(): ProgressHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (update) => emitter.emit(update.track_id, update),
    subscribe(trackId, listener) {
      emitter.on(trackId, listener);
      return () => emitter.off(trackId, listener);
    },
  };
}
