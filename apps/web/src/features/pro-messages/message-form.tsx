import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MESSAGE_TYPE, MESSAGE_MAX, MESSAGE_TYPE_MAX } from '@sitecraft/shared/pro-messages';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../shared/ui/button.tsx';
import { z } from 'zod';
import { TextField } from '../../shared/ui/text-field.tsx';
import { useProMessagesTexts, type FieldErrorKey } from './pro-messages-texts.ts';

const message = (key: FieldErrorKey) => key;

/**
 * The API's checks of the two fields (the shared messageRequestSchema), with catalogue keys for messages: the form
 * shows each in the interface's language, the language it is in now.
 */
const formSchema = z.object({
  message_type: z.string().trim().min(1, message('typeRequired')).max(MESSAGE_TYPE_MAX, message('typeTooLong')),
  message: z.string().trim().min(1, message('messageRequired')).max(MESSAGE_MAX, message('messageTooLong')),
});
export type MessageForm = { message_type: string; message: string };

interface MessageFormProps {
  busy: boolean;
  /** The track of the last message that was sent successfully: each new one empties the message box. */
  sentTrackId?: string;
  onSend(values: MessageForm): void;
}

/** One message input and a type field defaulting to Promo; a failed send keeps the text for another try. */
export function MessageForm({ busy, sentTrackId, onSend }: MessageFormProps) {
  const texts = useProMessagesTexts();
  const form = useForm<MessageForm>({ resolver: zodResolver(formSchema), defaultValues: { message_type: DEFAULT_MESSAGE_TYPE, message: '' } });
  const { resetField } = form;
  // A sent text left in the box invites sending it twice.
  useEffect(() => {
    if (sentTrackId) resetField('message');
  }, [sentTrackId, resetField]);
  const { errors } = form.formState;
  const id = useId();
  return (
    <form noValidate onSubmit={form.handleSubmit(onSend)} className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-200/60 sm:p-8">
      <TextField label={texts.typeLabel} required maxLength={MESSAGE_TYPE_MAX} error={texts.fieldError(errors.message_type?.message)} {...form.register('message_type')} className="sm:max-w-xs" />
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-medium text-slate-700">
          {texts.messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          required
          maxLength={MESSAGE_MAX}
          placeholder={texts.messagePlaceholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          className={`block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base shadow-xs outline-none transition focus:ring-3 ${
            errors.message ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
          }`}
          {...form.register('message')}
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="mt-1.5 text-sm text-red-700">
            {texts.fieldError(errors.message.message)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy}>
          {busy ? texts.sending : texts.send}
        </Button>
        <p className="text-sm text-slate-500">{texts.cost}</p>
      </div>
    </form>
  );
}
