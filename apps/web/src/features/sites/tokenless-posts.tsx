import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { useFormSettings, useSetTokenlessPosts } from './form-settings-api.ts';
import { useTokenlessPostsTexts } from './tokenless-posts-texts.ts';

/**
 * Whether the site's form takes posts without a time token, and why: only a downloaded site can have a copy hosted
 * elsewhere, and its owner may still turn them away. Shown once the form's settings have loaded (the webhook section
 * below says when they could not be).
 */
export function TokenlessPosts({ trackId, host }: { trackId: string; host: string }) {
  const texts = useTokenlessPostsTexts();
  const settings = useFormSettings(trackId, host);
  const change = useSetTokenlessPosts(trackId, host);
  const tokenless = settings.data?.tokenless;
  if (!tokenless) return null;

  return (
    <section aria-labelledby="tokenless-heading" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="tokenless-heading" className="text-lg font-bold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      <p aria-live="polite" className="text-sm font-semibold text-slate-900">
        {texts.status(tokenless)}
      </p>
      {change.isError && <Alert tone="error">{describeApiError(change.error, { fallback: texts.failed, noAnswer: texts.noAnswer })}</Alert>}
      {tokenless.downloaded && (
        <Button variant="secondary" className="self-start" disabled={change.isPending} onClick={() => change.mutate({ allowed: !tokenless.allowed })}>
          {change.isPending ? texts.saving : tokenless.allowed ? texts.turnOff : texts.turnOn}
        </Button>
      )}
    </section>
  );
}
