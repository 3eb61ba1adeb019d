import { PRODUCT_TITLE } from '@sitecraft/shared/product';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useShellTexts } from '../i18n/shell-texts.ts';
import { HashLink } from '../shared/hash-route/hash-link.tsx';
import { useHashLocation } from '../shared/hash-route/hash-location.ts';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../shared/ui/button.tsx';
import { useSession } from '../shared/session/session-context.tsx';
import { useIsAdmin } from '../shared/session/use-is-admin.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useLogout } from './use-logout.ts';

// The phone menu (and its dialog) is fetched when a finger or pointer first reaches its button, not with every page:
// the landing's first load carries only what it shows.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/** The header of every route: logo, login or logout (and the admin area, for admins), and a full-screen menu on narrow screens. */
export function Header() {
  const { t } = useShellTexts();
  const { isLoggedIn } = useSession();
  const isAdmin = useIsAdmin();
  const logout = useLogout();
  const location = useHashLocation();
  // The menu belongs to the page it was opened on: following any link closes it.
  const [openOnPage, setOpenOnPage] = useState<number | null>(null);
  const menuOpen = openOnPage === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setOpenOnPage(null), []);
  const menuButtonElement = useCallback(() => menuButton.current, []);

  // The login page is where 'User Login' leads: there it would only call to the page already open.
  const onLoginPage = location.pathname === '/login';
  const account = (size: ButtonSize) =>
    isLoggedIn ? (
      <button type="button" onClick={logout} className={buttonClass('secondary', '', size)}>
        {t('logout')}
      </button>
    ) : onLoginPage ? null : (
      <HashLink to="/login" className={buttonClass('primary', '', size)}>
        {t('userLogin')}
      </HashLink>
    );

  const mySites = (variant: ButtonVariant, size: ButtonSize) =>
    isLoggedIn && (
      <HashLink to="/sites" className={buttonClass(variant, '', size)}>
        {t('mySites')}
      </HashLink>
    );

  const admin = (variant: ButtonVariant, size: ButtonSize) =>
    isAdmin && (
      <HashLink to="/admin" className={buttonClass(variant, '', size)}>
        {t('admin')}
      </HashLink>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <HashLink
        to={isLoggedIn ? '/builder' : '/landing'}
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {isLoggedIn ? t('toBuilder') : t('toLanding')}
      </HashLink>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <HashLink to="/landing" className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
          <span aria-hidden="true">{t('puzzle')}</span>
          <span>{PRODUCT_TITLE}</span>
        </HashLink>
        <nav aria-label={t('mainMenu')} className="hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          <HashLink to="/landing#templates" className={buttonClass('ghost')}>
            {t('templates')}
          </HashLink>
          {mySites('ghost', 'md')}
          {admin('ghost', 'md')}
          {account('md')}
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          aria-label={t('openMenu')}
          onPointerEnter={() => void loadMobileMenu()}
          onPointerDown={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
          onClick={() => setOpenOnPage(location.key)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu title={PRODUCT_TITLE} onClose={closeMenu} returnFocusTo={menuButtonElement}>
            <HashLink to="/landing#templates" data-autofocus className={buttonClass('secondary', '', 'lg')}>
              {t('templates')}
            </HashLink>
            {mySites('secondary', 'lg')}
            {admin('secondary', 'lg')}
            {account('lg')}
            <LanguageSwitch className="self-start" />
          </MobileMenu>
        </Suspense>
      )}
    </header>
  );
}
