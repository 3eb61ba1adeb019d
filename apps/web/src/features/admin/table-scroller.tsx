import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The box of a table, a region named `label`. A table too wide for the screen (a phone's) scrolls sideways inside it
 * instead of being cut off, and the box then takes focus, so the arrow keys scroll it too; a table that fits adds
 * no stop to the Tab order.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    // The table grows with its rows while the box keeps its width.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} role="region" aria-label={label} tabIndex={scrolls ? 0 : undefined} className="overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
      {children}
    </div>
  );
}
