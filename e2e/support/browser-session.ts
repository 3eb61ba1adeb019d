import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { catalogueText } from './catalogue.ts';
import { launchChromium, waitForRoute } from './chromium.ts';
import { startProductServer, type ProductServer } from './product-server.ts';

export interface BrowserSession {
  readonly server: ProductServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Opens a hash route of the SPA, e.g. `/landing`. */
  open(route: string): Promise<unknown>;
  /** Signs in with the login page's DEV button (the local admin account) and waits for /builder. */
  signInAsDevAdmin(): Promise<void>;
}

/**
 * One real server and one Chromium for a test file, and a fresh browser context (no stored session) for
 * every test. Registers its own vitest hooks; call it at the top of the file.
 */
export function useBrowserSession(options: { env?: Record<string, string>; viewport?: { width: number; height: number }; locale?: string; onPage?: (page: Page) => void } = {}): BrowserSession {
  let server: ProductServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const required = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`${name} is not ready: use the session inside a test`);
    return value;
  };

  beforeAll(async () => {
    server = await startProductServer(options.env);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await required(browser, 'browser').newContext({ viewport: options.viewport ?? { width: 1280, height: 800 }, ...(options.locale ? { locale: options.locale } : {}) });
    page = await context.newPage();
    options.onPage?.(page);
  });

  const session: BrowserSession = {
    get server() {
      return required(server, 'server');
    },
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
    open: (route) => session.page.goto(`${session.server.url}/#${route}`),
    async signInAsDevAdmin() {
      await session.open('/login');
      await session.page.getByRole('button', { name: catalogueText(options.locale?.startsWith('en') ? 'en' : 'ru', 'auth:devLogin') }).click();
      await waitForRoute(session.page, /^#\/builder$/);
    },
  };
  return session;
}
