import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * One DNS value on one line: a name or a token split across lines gets copied by hand with a space or a hyphen in
 * it. What does not fit scrolls sideways, and then takes the keyboard's focus so that arrow keys can scroll it;
 * inline-size containment keeps a long value from widening the card past a narrow screen.
 */
export function RecordValue({ value, valueRef }: { value: string; valueRef?: RefObject<HTMLElement | null> }) {
  const ownRef = useRef<HTMLElement>(null);
  const ref = valueRef ?? ownRef;
  const overflows = useOverflows(ref);
  return (
    <code
      ref={ref}
      tabIndex={overflows ? 0 : undefined}
      className="block min-w-0 flex-1 overflow-x-auto whitespace-nowrap contain-inline-size rounded bg-slate-100 px-1.5 py-1 font-mono text-xs text-slate-900"
    >
      {value}
    </code>
  );
}

function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
