import { useCallback, useEffect, useRef, useState } from 'react';
import { browserCaptureIo } from './browser-io.ts';
import { runScreenshots, type RunState } from './screenshot-runner.ts';
import { runSettings, type GeneratorKind } from './screenshot-settings.ts';

export type RunPhase = 'idle' | 'running' | 'finished';

export interface ScreenshotRun extends RunState {
  phase: RunPhase;
  start(): void;
}

/** One generator's run: idle, running (progress 0 to 100), finished with results. Leaving the page stops it. */
export function useScreenshotRun(kind: GeneratorKind): ScreenshotRun {
  const [phase, setPhase] = useState<RunPhase>('idle');
  const [state, setState] = useState<RunState>({ current: null, progress: 0, results: [] });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(() => {
    if (abort.current && !abort.current.signal.aborted && phase === 'running') return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase('running');
    void runScreenshots(runSettings(kind), browserCaptureIo, (next) => !controller.signal.aborted && setState(next), controller.signal).then(() => {
      if (!controller.signal.aborted) setPhase('finished');
    });
  }, [kind, phase]);

  return { phase, ...state, start };
}
