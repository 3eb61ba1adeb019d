import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageResponse } from '@sitecraft/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { emailFormSchema, type EmailForm } from './form-schemas.ts';
import { useFieldError } from './use-field-error.ts';

interface EmailRequestFormProps {
  send: (body: EmailForm) => Promise<MessageResponse>;
  submitLabel: string;
  pendingLabel: string;
  successText: string;
  errorTexts: { fallback: string; noAnswer: (detail: string) => string };
}

/** One email field that asks the server to mail a link; on success the field is cleared and the notice shown. */
export function EmailRequestForm({ send, submitLabel, pendingLabel, successText, errorTexts }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: send, onSuccess: () => form.reset({ email: '' }) });
  const { errors } = form.formState;

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      {request.isSuccess && <Alert tone="success">{successText}</Alert>}
      {request.error && <Alert tone="error">{describeApiError(request.error, errorTexts)}</Alert>}
      <TextField label={t('emailLabel')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
