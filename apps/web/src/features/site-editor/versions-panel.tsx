import type { SiteVersion } from '@sitecraft/shared/sites';
import type { ReactNode } from 'react';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { useFormats } from '../../i18n/use-formats.ts';
import { useEditorTexts } from './editor-texts.ts';

interface VersionsPanelProps {
  versions: readonly SiteVersion[];
  viewing: number;
  zipUrl(number: number): string;
  canPublish: boolean;
  /** False while there are unsaved changes: they were made on the newest version, which a restore replaces. */
  canRestore: boolean;
  busy: boolean;
  onView(number: number): void;
  onRestore(number: number): void;
  onPublish(number: number): void;
  /** What the last action on version `number` says. */
  feedback(number: number): ReactNode;
}

/** Every saved version, newest first: when, what changed, and view, restore, download or publish it. */
export function VersionsPanel({ versions, viewing, zipUrl, canPublish, canRestore, busy, onView, onRestore, onPublish, feedback }: VersionsPanelProps) {
  const editorTexts = useEditorTexts();
  const { dateTime } = useFormats();
  const newest = versions[0]?.number;
  return (
    <section aria-labelledby="versions-heading" className="flex flex-col gap-3">
      <h2 id="versions-heading" className="text-lg font-bold text-slate-900">
        {editorTexts.versions}
      </h2>
      <ol className="flex flex-col gap-2">
        {versions.map((version) => (
          <li key={version.number} aria-current={version.number === viewing ? 'true' : undefined} className={`flex flex-col gap-2 rounded-lg border p-3 ${version.number === viewing ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white'}`}>
            <span className="text-sm font-semibold text-slate-900">
              {`v${version.number}`}
              {version.number === newest && ` · ${editorTexts.newest}`}
              {' · '}
              <time dateTime={new Date(version.created_at).toISOString()}>{dateTime.format(version.created_at)}</time>
            </span>
            <span className="text-sm text-slate-700">{version.summary}</span>
            <div>
              <div role="group" aria-label={`v${version.number}`} className="flex flex-wrap gap-2">
                {version.number !== viewing && (
                  <Button size="sm" variant="secondary" onClick={() => onView(version.number)}>
                    {editorTexts.view}
                  </Button>
                )}
                {version.number !== newest && (
                  <Button size="sm" variant="secondary" disabled={busy || !canRestore} title={canRestore ? undefined : editorTexts.saveFirst} onClick={() => onRestore(version.number)}>
                    {editorTexts.restore}
                  </Button>
                )}
                <a className={buttonClass('secondary', '', 'sm')} href={zipUrl(version.number)}>
                  {editorTexts.download}
                </a>
                {canPublish && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => onPublish(version.number)}>
                    {editorTexts.publish}
                  </Button>
                )}
              </div>
              {feedback(version.number)}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
