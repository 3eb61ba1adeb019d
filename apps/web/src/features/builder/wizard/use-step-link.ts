import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { stepParam } from '../../../shared/site-gaps/gap-links.ts';
import type { StepNumber } from '../builder-texts.ts';
import { totalSteps } from './step-rules.ts';

/**
 * Follows a link to a step of the wizard (`/builder?step=6`, from "Before you publish"): `open` is called with the
 * step, and the address drops the parameter, so the same link works again.
 */
export function useStepLink(open: (step: StepNumber) => void): void {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(stepParam));
  const opened = useRef(open);
  useEffect(() => {
    opened.current = open;
  });
  useEffect(() => {
    if (!asked) return;
    if (Number.isInteger(asked) && asked >= 1 && asked <= totalSteps) opened.current(asked as StepNumber);
    setParams(
      (current) => {
        current.delete(stepParam);
        return current;
      },
      { replace: true },
    );
  }, [asked, setParams]);
}
