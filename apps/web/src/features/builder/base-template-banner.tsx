import { findTemplate, templateCategories } from '@sitecraft/shared/templates';
import { useBuilderTexts } from './builder-texts.ts';

/** The gallery template the website will be built on, when the person came from "Create based on this template". */
export function BaseTemplateBanner({ fileName, styleNote, onRemove }: { fileName: string; styleNote: string | undefined; onRemove(): void }) {
  const texts = useBuilderTexts();
  const template = findTemplate(fileName);
  if (!template) return null;
  return (
    <aside aria-label={texts.summary.baseTemplate} className="mb-4 flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <img src={template.previewImage} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover object-top" />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide" style={{ color: templateCategories[template.category] }}>
          {texts.summary.baseTemplate} · {template.category}
        </p>
        <p className="truncate font-semibold text-slate-900">{template.title}</p>
        <p className="text-sm text-slate-600">{styleNote ?? texts.baseTemplateNote}</p>
        <button type="button" onClick={onRemove} className="mt-1 min-h-9 rounded-md text-sm font-semibold text-brand-700 hover:underline">
          {texts.withoutTemplate}
        </button>
      </div>
    </aside>
  );
}
