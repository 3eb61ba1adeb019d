import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates, times and numbers written as the interface's language writes them (Intl), made again when it changes. */
export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
      time: new Intl.DateTimeFormat(language, { timeStyle: 'medium' }),
      /** A day of the statistics, which count days in UTC. */
      utcDay: new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(language),
      /** A share (0.5 is 50 %), to a tenth of a percent. */
      percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }),
    }),
    [language],
  );
}
