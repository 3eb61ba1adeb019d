import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import { useShellTexts } from '../../i18n/shell-texts.ts';
import { HashLink } from '../../shared/hash-route/hash-link.tsx';
import { navigateTo } from '../../shared/hash-route/hash-location.ts';
import { readToken } from '../../shared/session/session-storage.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';

/** 'Start Building Now' checks only for a stored token, as the spec says. */
export function useStartBuilding() {
  return () => navigateTo(readToken() ? '/builder' : '/login');
}

function BrowserMockup() {
  const { t } = useShellTexts('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg rotate-1 rounded-2xl bg-white p-3 shadow-2xl shadow-indigo-950/40 ring-1 ring-white/20">
      <div className="flex gap-1.5 pb-3">
        <span className="size-3 rounded-full bg-red-400" />
        <span className="size-3 rounded-full bg-amber-400" />
        <span className="size-3 rounded-full bg-emerald-400" />
        <span className="ml-3 h-3 flex-1 rounded-full bg-slate-100" />
      </div>
      <div className="overflow-hidden rounded-xl bg-gradient-to-br from-amber-100 via-rose-100 to-indigo-100 p-5">
        <div className="h-3 w-24 rounded bg-slate-800/80" />
        <div className="mt-6 h-6 w-4/5 rounded bg-slate-900" />
        <div className="mt-2 h-6 w-3/5 rounded bg-slate-900" />
        <div className="mt-4 h-2.5 w-full rounded bg-slate-700/40" />
        <div className="mt-1.5 h-2.5 w-11/12 rounded bg-slate-700/40" />
        <div className="mt-5 h-8 w-28 rounded-lg bg-brand-600" />
        <div className="mt-6 grid grid-cols-3 gap-3">
          {['bg-rose-300', 'bg-amber-300', 'bg-indigo-300'].map((colour) => (
            <div key={colour} className="rounded-lg bg-white/80 p-2">
              <div className={`h-12 rounded ${colour}`} />
              <div className="mt-2 h-2 w-3/4 rounded bg-slate-400/60" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute -bottom-5 -left-5 rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white shadow-lg">{t('mockupReady')}</div>
    </div>
  );
}

export function HeroSection() {
  const { t } = useShellTexts('landing');
  const startBuilding = useStartBuilding();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-indigo-900 to-violet-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:gap-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-28">
        <div>
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-amber-200 ring-1 ring-white/20">{t('badge')}</p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t('heroTitleStart')} <span className="text-amber-300">{t('heroTitleHighlight')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-indigo-100">
            {t('heroText')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:mt-10 sm:flex-row">
            <Button onClick={startBuilding} variant="accent" size="lg">
              {t('startBuilding')}
            </Button>
            <HashLink to="/register" className={buttonClass('outlineInverse', '', 'lg')}>
              {t('tryFree')}
            </HashLink>
          </div>
          <p className="mt-4 text-sm text-indigo-200">{t('freeCredits', { count: WELCOME_CREDITS })}</p>
        </div>
        <BrowserMockup />
      </div>
    </section>
  );
}
