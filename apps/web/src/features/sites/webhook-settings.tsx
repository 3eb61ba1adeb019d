import { zodResolver } from '@hookform/resolvers/zod';
import { webhookRequestSchema, type WebhookRequest } from '@sitecraft/shared/forms';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useFormSettings, useRemoveWebhook, useSetWebhook } from './form-settings-api.ts';
import { useWebhookTexts, type WebhookTexts } from './webhook-texts.ts';

const errorText = (error: unknown, texts: WebhookTexts) => describeApiError(error, { fallback: texts.failed, noAnswer: texts.noAnswer });

/** The URL field and its Save button; `url` is the webhook's current address ('' when none is set). */
function WebhookUrlForm({ url, onSave, pending, error }: { url: string; onSave(values: WebhookRequest): void; pending: boolean; error: unknown }) {
  const webhookTexts = useWebhookTexts();
  const form = useForm<WebhookRequest>({ resolver: zodResolver(webhookRequestSchema), defaultValues: { url } });
  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={form.handleSubmit(onSave)}>
      <TextField
        label={webhookTexts.url}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={webhookTexts.urlHint}
        error={form.formState.errors.url?.message ?? (error ? errorText(error, webhookTexts) : undefined)}
        {...form.register('url')}
      />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? webhookTexts.saving : webhookTexts.save}
      </Button>
    </form>
  );
}

/**
 * A site's webhook, on its inbox page: the address each new inbox message is POSTed to, signed with the secret shown
 * here (Standard Webhooks), to set, change or remove (after confirming: the secret is forgotten).
 */
export function WebhookSettings({ trackId, host }: { trackId: string; host: string }) {
  const webhookTexts = useWebhookTexts();
  const settings = useFormSettings(trackId, host);
  const save = useSetWebhook(trackId, host);
  const remove = useRemoveWebhook(trackId, host);
  const [notice, setNotice] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The dialog gives the focus back to Remove webhook, unless the webhook (and the button) is gone.
  const removed = useRef(false);
  const afterDialog = useCallback(() => (removed.current ? heading.current : null), []);
  const webhook = settings.data?.webhook;

  const onSave = (values: WebhookRequest) => {
    setNotice(undefined);
    save.mutate(values, { onSuccess: (saved) => setNotice(webhookTexts.saved(saved.webhook?.url ?? values.url)) });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        removed.current = true;
        setConfirming(false);
        setNotice(webhookTexts.removed);
      },
    });

  return (
    <section aria-labelledby="webhook-heading" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="webhook-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        {webhookTexts.heading}
      </h2>
      <p className="text-sm text-slate-700">{webhookTexts.intro}</p>
      {settings.isPending && <Spinner label={webhookTexts.loading} />}
      {settings.isError && (
        <Alert tone="error">
          {webhookTexts.loadFailed} {describeApiError(settings.error, { fallback: '', noAnswer: webhookTexts.noAnswer })}
        </Alert>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      {settings.isSuccess && (
        <>
          {/* A saved or removed webhook starts the field over from what the server now holds. */}
          <WebhookUrlForm key={webhook?.url ?? ''} url={webhook?.url ?? ''} onSave={onSave} pending={save.isPending} error={save.error} />
          {webhook && (
            <div className="flex flex-col gap-3">
              <div>
                <label htmlFor="webhook-secret" className="mb-1.5 block text-sm font-medium text-slate-700">
                  {webhookTexts.secret}
                </label>
                <input
                  id="webhook-secret"
                  readOnly
                  value={webhook.secret}
                  aria-describedby="webhook-secret-hint"
                  onFocus={(event) => event.currentTarget.select()}
                  className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3.5 py-2.5 font-mono text-sm text-slate-900 outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100"
                />
                <p id="webhook-secret-hint" className="mt-1.5 text-sm text-slate-600">
                  {webhookTexts.secretHint}
                </p>
              </div>
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => {
                  remove.reset();
                  removed.current = false;
                  setConfirming(true);
                }}
              >
                {webhookTexts.remove}
              </Button>
            </div>
          )}
        </>
      )}
      {confirming && webhook && (
        <ConfirmDeleteDialog
          title={webhookTexts.removeTitle}
          text={webhookTexts.removeText(webhook.url)}
          confirmLabel={webhookTexts.remove}
          cancelLabel={webhookTexts.cancel}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, webhookTexts) : undefined}
          onConfirm={onRemove}
          onCancel={() => setConfirming(false)}
          returnFocusTo={afterDialog}
        />
      )}
    </section>
  );
}
