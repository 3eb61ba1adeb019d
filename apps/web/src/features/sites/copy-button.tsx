import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useOwnDomainTexts } from './own-domain-texts.ts';

type Outcome = 'copied' | 'selected';
const SHOWN_MS = 2000;

/** Selects the text of an element, for a copy by hand where the clipboard is not there (an http:// origin). */
function selectText(element: HTMLElement | null): void {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}

/**
 * "Copy" beside a value: puts it on the clipboard and says "Copied" for 2 s. Browsers keep the clipboard from pages
 * that are not served over HTTPS (or from localhost): there the value's text is selected for Ctrl+C instead.
 */
export function CopyButton({ value, field, about, valueRef }: { value: string; field: string; about: ReactNode; valueRef: RefObject<HTMLElement | null> }) {
  const ownDomainTexts = useOwnDomainTexts();
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(undefined), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setOutcome('copied');
    } catch {
      selectText(valueRef.current);
      setOutcome('selected');
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex min-h-8 min-w-16 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100"
      >
        {outcome === 'copied' ? ownDomainTexts.copied : outcome === 'selected' ? ownDomainTexts.selected : ownDomainTexts.copy}
        <span className="sr-only">{about}</span>
      </button>
      <span role="status" className="sr-only">
        {outcome === 'copied' ? ownDomainTexts.copiedStatus(field) : outcome === 'selected' ? ownDomainTexts.selectedStatus(field) : ''}
      </span>
    </>
  );
}
