import { PASSWORD_MAX_LENGTH } from '@sitecraft/shared/auth';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Shows a form field's validation message (a key of the auth catalogue, see form-schemas.ts) in the person's language. */
export function useFieldError(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (key) => (key === undefined ? undefined : t(key as ParseKeys<'auth'>, { max: PASSWORD_MAX_LENGTH }));
}
