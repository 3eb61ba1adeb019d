import type { SiteGap } from '@sitecraft/shared/generation';
import { useQuery } from '@tanstack/react-query';
import { sitesListQuery } from '../api/sites-list.ts';

/** The gaps of a finished generation's first site, as My sites lists them; none until they are known. */
export function useGenerationGaps(trackId: string | undefined): readonly SiteGap[] {
  const sites = useQuery({ ...sitesListQuery, enabled: trackId !== undefined });
  return sites.data?.sites.find((site) => site.track_id === trackId)?.gaps[0]?.gaps ?? [];
}
