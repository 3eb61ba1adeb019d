import type { Publication } from '@sitecraft/shared/sites';
import { useFormats } from '../../i18n/use-formats.ts';
import { useEditorTexts } from './editor-texts.ts';

interface PublishingPanelProps {
  publication: Publication | null;
  /** The version being published now, if one is. */
  publishing: number | undefined;
}

/**
 * Whether the site is online and at which address, beside the versions it is published from. A Publish below updates it
 * as soon as the server answers; being a status region, the change is also read out.
 */
export function PublishingPanel({ publication, publishing }: PublishingPanelProps) {
  const editorTexts = useEditorTexts();
  const { dateTime } = useFormats();
  return (
    <section aria-labelledby="publishing-heading" className="flex flex-col gap-2">
      <h2 id="publishing-heading" className="text-lg font-bold text-slate-900">
        {editorTexts.publishing}
      </h2>
      <div role="status" className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        <p>
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${publication ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}>
            {publication ? editorTexts.online : editorTexts.offline}
          </span>
        </p>
        {publishing !== undefined && <p className="text-slate-700">{editorTexts.publishingVersion(publishing)}</p>}
        {publication ? (
          <>
            <p className="break-all text-slate-700">
              {editorTexts.publishedAt}{' '}
              <a href={publication.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">
                {publication.url}
              </a>
            </p>
            <p className="text-slate-600">{editorTexts.publishedSince(dateTime.format(publication.published_at))}</p>
          </>
        ) : (
          <p className="text-slate-600">{editorTexts.notPublishedHint}</p>
        )}
      </div>
    </section>
  );
}
