import { z } from 'zod';
import { siteGapSchema } from '../generation/site-gaps.ts';

/** One published site of a generation: which of its domains, where it is served, since when. */
export const publicationSchema = z.object({
  slug: z.string(),
  host: z.string(),
  url: z.string(),
  published_at: z.number(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** What the engine could not know about one site of a generation (see siteGaps): the list "Before you publish" shows. */
export const hostGapsSchema = z.object({ host: z.string(), gaps: z.array(siteGapSchema) });
export type HostGaps = z.infer<typeof hostGapsSchema>;

/** A generation as My sites lists it. */
export const siteSummarySchema = z.object({
  track_id: z.string(),
  /** The domains, one site (and one folder of the ZIP) each. */
  hosts: z.array(z.string()),
  /** The site language and the second one, when set. */
  languages: z.array(z.string()),
  file_type: z.enum(['HTML', 'PHP']),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  created_at: z.number(),
  finished_at: z.number().nullable(),
  /** The home page's file name (rename_index): what the thumbnail and Open show. */
  home_page: z.string(),
  /** Whether the site model was kept for later editing (edit_after_generation). */
  editable: z.boolean(),
  publications: z.array(publicationSchema),
  /** The newest version of each edited site, which its download holds; a site never edited is left out (it is still as generated). */
  edited: z.array(z.object({ host: z.string(), version: z.number() })),
  /**
   * Each site's gaps: its newest saved version's, else as generated; empty when the owner gave everything. A site
   * whose gaps are not known (made before the engine listed them) is left out.
   */
  gaps: z.array(hostGapsSchema),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const siteListResponseSchema = z.object({ sites: z.array(siteSummarySchema) });
export type SiteListResponse = z.infer<typeof siteListResponseSchema>;

export const publishRequestSchema = z.strictObject(
  {
    host: z.string().min(1).max(253),
    /** Which saved version to publish (see the versions routes); the newest when left out. */
    version: z.number().int().min(1).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishResponseSchema = publicationSchema;

/** One saved version of an edited site: 1 is the generated site, each save adds the next. */
export const siteVersionSchema = z.object({
  number: z.number(),
  created_at: z.number(),
  /** What changed, in a line: "Edited a text on index.html ×2; hid a faq section on about.html". */
  summary: z.string(),
});
export type SiteVersion = z.infer<typeof siteVersionSchema>;

export const siteVersionListSchema = z.object({
  versions: z.array(siteVersionSchema),
  /** Where the site is published, or null when it is not. */
  publication: publicationSchema.nullable(),
});
export type SiteVersionList = z.infer<typeof siteVersionListSchema>;
