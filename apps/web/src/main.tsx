import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';
import { SessionProvider } from './shared/session/session-context.tsx';
import './index.css';

// The shell's texts (in the person's language) come before the first paint: no screen flashes in the other language.
// A promise, not a top-level await: awaited at the top, the bundler splits the entry so lazy pages do not wait on it.
void initI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </StrictMode>,
  ),
);
