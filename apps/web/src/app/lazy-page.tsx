import type { FlatNamespace } from 'i18next';
import { lazy, type ComponentType } from 'react';

/**
 * A page's code could not be downloaded: the connection dropped, or a new release replaced the file. React keeps
 * a failed lazy page failed, so only reloading the document fetches it again.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

/**
 * A page downloaded on its first visit, so the landing page loads no other page's code. Pages that fetch data
 * (`queries`, the default) get the data-fetching provider, which is downloaded with the first of them. The page's
 * `texts` (catalogue namespaces) are fetched alongside its code, not once it first draws. A failed download is thrown
 * as a PageLoadError to the route error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>, { queries = true, texts = [] as FlatNamespace[] } = {}) {
  return lazy(async () => {
    try {
      // Pages draw their texts with i18next, which comes with the first of them (the landing's first load has none).
      const textsLoaded = import('../i18n/i18n.ts').then(({ loadPageTexts }) => loadPageTexts(texts));
      if (!queries) return { default: (await Promise.all([load(), textsLoaded]))[0] };
      const [Page, { QueryProvider }] = await Promise.all([load(), import('../shared/api/query-provider.tsx'), textsLoaded]);
      return {
        default: function PageWithQueries() {
          return (
            <QueryProvider>
              <Page />
            </QueryProvider>
          );
        },
      };
    } catch (cause) {
      throw new PageLoadError(cause);
    }
  });
}
