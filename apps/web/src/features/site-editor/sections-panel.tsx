import type { ReactNode } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import type { EditorPage, PictureTarget } from './editor-model.ts';
import type { SectionEdit } from './editor-api.ts';
import { useEditorTexts } from './editor-texts.ts';

interface SectionsPanelProps {
  page: EditorPage;
  /** The variants each kind of section comes in. */
  variants: Readonly<Record<string, readonly string[]>>;
  /** The pointer of the page in the model: /editions/<n>/pages/<n>. */
  pagePath: string;
  busy: boolean;
  /** `at` is where the section is once the edit is made. */
  onEdit(edit: SectionEdit, at: number): void;
  onEditSeo(field: 'title' | 'description'): void;
  /** The page's pictures: each section offers to replace its own (an overlay's picture is not clickable in the preview). */
  pictures: readonly PictureTarget[];
  onReplacePicture(target: PictureTarget): void;
  /** Asks for other texts of a section; `rewording` is the section being reworded. */
  onReword(path: string, at: number): void;
  rewording?: string;
  /** What the last action on the section at `at` says. */
  feedback(at: number): ReactNode;
}

/** The page's sections in order, each with what can be done to it; and the page's search-engine texts. */
export function SectionsPanel({ page, variants, pagePath, busy, onEdit, onEditSeo, pictures, onReplacePicture, onReword, rewording, feedback }: SectionsPanelProps) {
  const editorTexts = useEditorTexts();
  const last = page.sections.length - 1;
  return (
    <section aria-labelledby="sections-heading" className="flex flex-col gap-3">
      <h2 id="sections-heading" className="text-lg font-bold text-slate-900">
        {editorTexts.sections}
      </h2>
      <p className="text-sm text-slate-600">{editorTexts.sectionNote}</p>
      <ol className="flex flex-col gap-2">
        {page.sections.map((section, index) => {
          const path = `${pagePath}/sections/${index}`;
          const name = editorTexts.sectionName(index, section.kind, section.variant);
          return (
            // Keyed by place, so the feedback of a place stays mounted (and is read out) when a save moves sections.
            <li key={index} className={`flex flex-col gap-2 rounded-lg border p-3 ${section.hidden ? 'border-dashed border-slate-300 bg-slate-50' : 'border-slate-200 bg-white'}`}>
              <span className="text-sm font-semibold text-slate-800">
                {name}
                {section.hidden && editorTexts.hiddenMark}
              </span>
              <div>
                <div role="group" aria-label={name} className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" disabled={busy || index === 0} onClick={() => onEdit({ op: 'move', path, to: index - 1 }, index - 1)}>
                    {editorTexts.moveUp}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy || index === last} onClick={() => onEdit({ op: 'move', path, to: index + 1 }, index + 1)}>
                    {editorTexts.moveDown}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit({ op: section.hidden ? 'show' : 'hide', path }, index)}>
                    {section.hidden ? editorTexts.show : editorTexts.hide}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit({ op: 'duplicate', path }, index)}>
                    {editorTexts.duplicate}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy || rewording !== undefined} onClick={() => onReword(path, index)}>
                    {rewording === path ? editorTexts.rewording : editorTexts.reword}
                  </Button>
                  {pictures
                    .filter((picture) => picture.path.startsWith(`${path}/`))
                    .map((picture, number) => (
                      <Button key={picture.path} size="sm" variant="secondary" onClick={() => onReplacePicture(picture)}>
                        {editorTexts.replacePicture}
                        {number > 0 && ` ${number + 1}`}
                      </Button>
                    ))}
                </div>
                {(variants[section.kind]?.length ?? 0) > 1 && (
                  <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                    {editorTexts.variant}
                    <select
                      value={section.variant}
                      disabled={busy}
                      onChange={(event) => onEdit({ op: 'variant', path, variant: event.target.value }, index)}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
                    >
                      {variants[section.kind]?.map((variant) => (
                        <option key={variant} value={variant}>
                          {editorTexts.variantName(variant)}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {feedback(index)}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3">
        {(['title', 'description'] as const).map((field) => (
          <div key={field} className="flex flex-col items-start gap-1">
            <span className="text-sm font-medium text-slate-700">{field === 'title' ? editorTexts.seoTitle : editorTexts.seoDescription}</span>
            <span className="text-sm text-slate-600">{page[field]}</span>
            <Button size="sm" variant="secondary" onClick={() => onEditSeo(field)}>
              {editorTexts.editText}
              <span className="sr-only"> {field === 'title' ? editorTexts.seoTitle : editorTexts.seoDescription}</span>
            </Button>
          </div>
        ))}
      </div>
    </section>
  );
}
