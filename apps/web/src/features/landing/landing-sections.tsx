import { features, steps, testimonials } from './landing-texts.ts';

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Everything a small business site needs
        </h2>
        <ul className="mt-8 grid gap-4 sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {features.map((feature) => (
            <li key={feature.title} className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
              {/* On a phone the icon sits beside the title, so six cards do not fill two screens. */}
              <div className="flex items-center gap-3 sm:block">
                <span aria-hidden="true" className="text-2xl sm:text-3xl">
                  {feature.icon}
                </span>
                <h3 className="text-lg font-semibold sm:mt-4">
                  {feature.title}
                </h3>
              </div>
              <p className="mt-2 text-slate-600">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-title" className="bg-brand-900 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-8">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
              <div className="flex items-center gap-3 md:block">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-300 font-bold text-brand-900">
                  {index + 1}
                </span>
                <h3 className="text-lg font-semibold md:mt-4">{step.title}</h3>
              </div>
              <p className="mt-2 text-indigo-100">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Loved by people who needed a site yesterday
        </h2>
        <ul className="mt-8 grid gap-4 sm:mt-10 md:grid-cols-3 md:gap-6">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <blockquote className="text-slate-700">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{testimonial.name}</span>
                  <span className="block text-slate-600">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
