import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppLayout } from './app/app-layout.tsx';
import { firstNamespaces, startLanguage } from './i18n/interface-language.ts';
import { initialLanguage } from './i18n/language.ts';
import { SessionProvider } from './shared/session/session-context.tsx';
import './index.css';

// The shell's texts (in the person's language) come before the first paint: no screen flashes in the other language.
// A promise, not a top-level await: awaited at the top, the bundler splits the entry so lazy pages do not wait on it.
void startLanguage(initialLanguage(localStorage, navigator.languages), firstNamespaces(window.location.hash)).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider>
        <AppLayout />
      </SessionProvider>
    </StrictMode>,
  ),
);
