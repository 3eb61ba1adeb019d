import { templateCatalogue, templateCategories } from '@sitecraft/shared/templates';
import type landingTexts from '../../i18n/locales/ru/landing.json';
import { useEffect, useState } from 'react';
import { useShellTexts } from '../../i18n/shell-texts.ts';
import { HashLink } from '../../shared/hash-route/hash-link.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';

/**
 * False until the page has been painted once. The gallery sits below the fold, yet Chromium's lazy loading fetches
 * pictures up to ~3000 px ahead of the viewport, in the frame that paints the headline: given their address after
 * that paint, the first rows' half a megabyte of previews clearly follows it, and Lighthouse's simulated slow phone
 * no longer charges them to the headline's paint (its LCP varied from 1.4 to 2.7 s).
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before that frame is painted: the second one runs after the first paint.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

/** The number of a gallery template, as its description's key in the landing catalogue. */
type TemplateNumber = keyof typeof landingTexts.templateDescriptions;

/** The gallery of example templates; each card opens the template's preview. */
export function TemplateGallery() {
  const { t } = useShellTexts('landing');
  const painted = usePaintedOnce();
  return (
    <section id="templates" aria-labelledby="templates-title" className="scroll-mt-20 bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <div>
            <h2 id="templates-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t('galleryTitle')}
            </h2>
            <p className="mt-3 max-w-2xl text-slate-600">
              {t('galleryText', { count: templateCatalogue.length })}
            </p>
          </div>
          <HashLink to="/builder" className={buttonClass('primary')}>
            {t('createWebsite')}
          </HashLink>
        </div>
        {/* Two columns from the narrowest phone: one card a row made a phone scroll through 23 screens. */}
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:mt-10 sm:gap-6 lg:grid-cols-3">
          {templateCatalogue.map((template) => {
            const colour = templateCategories[template.category];
            return (
              <li key={template.id}>
                <HashLink
                  to={`/template/${template.fileName}`}
                  className="group block h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:rounded-2xl"
                  style={{ borderTopColor: colour, borderTopWidth: 4 }}
                >
                  <img
                    src={painted ? template.previewImage : undefined}
                    alt=""
                    width={600}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[3/2] w-full bg-slate-100 object-cover object-top"
                  />
                  <div className="p-3 sm:p-5">
                    <span className="inline-block max-w-full truncate rounded-full px-2 py-0.5 text-xs font-semibold text-white sm:px-2.5" style={{ backgroundColor: colour }}>
                      {t(`categories.${template.category}`)}
                    </span>
                    <h3 className="mt-2 text-base font-semibold leading-snug text-slate-900 group-hover:text-brand-700 sm:mt-3 sm:text-lg">{template.title}</h3>
                    {/* Phones show the description's first lines; the preview behind the card shows the rest. */}
                    <p className="mt-1 line-clamp-2 text-sm text-slate-600 sm:line-clamp-none">{t(`templateDescriptions.${template.id}` as `templateDescriptions.${TemplateNumber}`)}</p>
                  </div>
                </HashLink>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
