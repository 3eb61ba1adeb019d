import { useEffect } from 'react';
import { useShellTexts } from '../../i18n/shell-texts.ts';
import { PRODUCT_TITLE } from '@sitecraft/shared/product';
import { HashLink } from '../../shared/hash-route/hash-link.tsx';
import { useHashLocation } from '../../shared/hash-route/hash-location.ts';
import { Button } from '../../shared/ui/button.tsx';
import { HeroSection, useStartBuilding } from './hero-section.tsx';
import { FeaturesSection, HowItWorksSection, TestimonialsSection } from './landing-sections.tsx';
import { TemplateGallery } from './template-gallery.tsx';

/**
 * Scrolls to the section named after the route (e.g. /landing#templates), which a hash router cannot do itself:
 * on every navigation there (a new location key), so following the link again scrolls back to the section.
 */
function useScrollToAnchor() {
  const { hash, key } = useHashLocation();
  useEffect(() => {
    if (!hash) return;
    // The section may be drawn a few frames after the route changes on a busy machine: look again for up to a second.
    let frame = 0;
    let tries = 0;
    const scroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) target.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) frame = requestAnimationFrame(scroll);
    };
    scroll();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

export function LandingPage() {
  const { t } = useShellTexts('landing');
  useScrollToAnchor();
  const startBuilding = useStartBuilding();
  return (
    <>
      <main className="flex-1">
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <TemplateGallery />
        <TestimonialsSection />
        <section aria-labelledby="cta-title" className="px-4 pb-14 sm:px-6 sm:pb-20">
          <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-r from-brand-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {t('ctaTitle')}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-indigo-100">{t('ctaText')}</p>
            <Button onClick={startBuilding} variant="inverse" size="lg" className="mt-8">
              {t('startBuilding')}
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <span aria-hidden="true">🧩</span> {PRODUCT_TITLE} © {new Date().getFullYear()}
          </p>
          <nav aria-label={t('footer')} className="flex flex-wrap gap-4">
            <HashLink to="/landing#templates" className="hover:text-brand-700">
              {t('footerTemplates')}
            </HashLink>
            <HashLink to="/register" className="hover:text-brand-700">
              {t('tryFree')}
            </HashLink>
            <HashLink to="/login" className="hover:text-brand-700">
              {t('footerLogin')}
            </HashLink>
          </nav>
        </div>
      </footer>
    </>
  );
}
