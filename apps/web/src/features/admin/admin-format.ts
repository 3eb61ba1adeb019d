import { useMemo } from 'react';
import { useFormats } from '../../i18n/use-formats.ts';

/** Times, shares and credit changes as the admin screens show them, in the interface's language (Intl). */
export function useAdminFormats() {
  const { dateTime, number, percent } = useFormats();
  return useMemo(
    () => ({
      /** An epoch-millisecond time, or a dash for none. */
      formatTime: (epochMs: number | null) => (epochMs === null ? '—' : dateTime.format(epochMs)),
      formatShare: (share: number) => percent.format(share),
      formatNumber: (value: number) => number.format(value),
      formatDelta: (delta: number) => (delta > 0 ? `+${number.format(delta)}` : number.format(delta)),
    }),
    [dateTime, number, percent],
  );
}
