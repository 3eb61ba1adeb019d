import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { detailsParam } from '../../shared/site-gaps/gap-links.ts';

/**
 * Follows a link to Business details at a fact (`?details=<gap code>`, from "Before you publish"): once the panel is
 * on screen, its field for that fact is scrolled into view and focused, and the address drops the parameter, so the
 * same link works again.
 */
export function useDetailsLink(panelShown: boolean): void {
  const [params, setParams] = useSearchParams();
  const code = params.get(detailsParam);
  useEffect(() => {
    if (!panelShown || !code) return;
    const place = document.querySelector(`[data-gap-field="${CSS.escape(code)}"]`) ?? document.getElementById('details-heading')?.parentElement;
    place?.scrollIntoView({ block: 'center' });
    place?.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
    setParams(
      (current) => {
        current.delete(detailsParam);
        return current;
      },
      { replace: true },
    );
  }, [panelShown, code, setParams]);
}
