import { useState, type MouseEvent } from 'react';
import { useBuilderTexts } from '../builder-texts.ts';
import { isApiLink, resultHref, saveApiDownload } from './download-result.ts';

/**
 * The Download link of a finished generation: its href, and a click handler that fetches an API link with the
 * stored token (a plain link works for a presigned S3 one); `failure` holds the server's refusal.
 */
export function useResultDownload(resultUrl: string | undefined) {
  const texts = useBuilderTexts();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const href = resultUrl ? resultHref(resultUrl) : undefined;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || !isApiLink(href)) return;
    event.preventDefault();
    setSaving(true);
    setFailure(undefined);
    saveApiDownload(href)
      .catch((error: unknown) => setFailure(texts.downloadFailed(error instanceof Error ? error.message : String(error))))
      .finally(() => setSaving(false));
  };

  return { href, saving, failure, onClick, label: saving ? texts.downloading : texts.download };
}
