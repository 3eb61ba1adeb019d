import { useShellTexts } from '../../i18n/shell-texts.ts';
import { featureIcons, stepIds, testimonialIds } from './landing-items.ts';

export function FeaturesSection() {
  const { t } = useShellTexts('landing');
  return (
    <section aria-labelledby="features-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('featuresTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {Object.entries(featureIcons).map(([id, icon]) => (
            <li key={id} className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              {/* On a phone the icon sits beside the title, so six cards do not fill two screens. */}
              <div className="flex items-center gap-3 sm:block">
                <span aria-hidden="true" className="text-2xl sm:text-3xl">
                  {icon}
                </span>
                <h3 className="text-lg font-semibold sm:mt-4">
                  {t(`features.${id as keyof typeof featureIcons}.title`)}
                </h3>
              </div>
              <p className="mt-2 text-slate-600">{t(`features.${id as keyof typeof featureIcons}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  const { t } = useShellTexts('landing');
  return (
    <section aria-labelledby="how-title" className="bg-brand-900 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('howTitle')}
        </h2>
        <ol className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-8">
          {stepIds.map((step, index) => (
            <li key={step} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
              <div className="flex items-center gap-3 md:block">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-300 font-bold text-brand-900">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold md:mt-4">{t(`steps.${step}.title`)}</h3>
              </div>
              <p className="mt-2 text-indigo-100">{t(`steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  const { t } = useShellTexts('landing');
  return (
    <section aria-labelledby="testimonials-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('testimonialsTitle')}
        </h2>
        <ul className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-6">
          {testimonialIds.map((testimonial) => (
            <li key={testimonial}>
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <blockquote className="text-slate-700">“{t(`testimonials.${testimonial}.quote`)}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{t(`testimonials.${testimonial}.name`)}</span>
                  <span className="block text-slate-600">{t(`testimonials.${testimonial}.role`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
