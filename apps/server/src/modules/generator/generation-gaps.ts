import type { HostGaps } from '@sitecraft/shared/sites';
import type { SiteModel } from '@sitecraft/sitegen';

/** The gaps of a finished generation's sites by domain, as its row keeps them (JSON); undefined when no model lists them. */
export function generationGapsJson(models: readonly SiteModel[] | undefined): string | undefined {
  const listed: HostGaps[] = (models ?? []).flatMap((model) => (model.gaps ? [{ host: model.host, gaps: model.gaps }] : []));
  return listed.length > 0 ? JSON.stringify(listed) : undefined;
}
