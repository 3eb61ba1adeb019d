import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The outcome of an editor action, shown beside the control that started it rather than at the top of a long page,
 * and scrolled into view if it falls just outside. The status region is always rendered (empty while it has nothing
 * to say), so a message put in it is read out: render it where it stays mounted across saves.
 */
export function ActionFeedback({ notice, problem }: { notice: string | undefined; problem?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const shown = Boolean(notice || problem);
  useEffect(() => {
    if (shown) box.current?.scrollIntoView({ block: 'nearest' });
  }, [shown, notice]);

  return (
    // The margins keep it clear of the sticky header and the screen's edge.
    <div ref={box} className="scroll-mt-20 scroll-mb-4">
      <div role="status">{notice && <p className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">{notice}</p>}</div>
      {problem && <div className="mt-3">{problem}</div>}
    </div>
  );
}
