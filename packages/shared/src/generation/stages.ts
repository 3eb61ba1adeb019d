/**
 * The named stages of a generation, in the order the engine reports them, with the
 * progress figure of the spec's stage table and a progress text for the UI.
 */
export const generationStages = [
  { status: 'start_generating', progress: 10, text: 'Starting the generation…' },
  { status: 'generating_text', progress: 20, text: 'Writing the texts of your pages…' },
  { status: 'generating_blog_1', progress: 25, text: 'Writing the first blog article…' },
  { status: 'generating_blog_2', progress: 30, text: 'Writing the second blog article…' },
  { status: 'generating_blog_3', progress: 35, text: 'Writing the third blog article…' },
  { status: 'start_search_images', progress: 37, text: 'Looking for images…' },
  { status: 'searching_images', progress: 37, text: 'Preparing the images…' },
  { status: 'generate_site_layout', progress: 39, text: 'Designing the layout…' },
  { status: 'building_html', progress: 40, text: 'Building the home page…' },
  { status: 'building_html_product', progress: 45, text: 'Building the offers page…' },
  { status: 'building_html_services', progress: 50, text: 'Building the prices and inner pages…' },
  { status: 'building_html_about', progress: 60, text: 'Building the about, blog and contact pages…' },
  { status: 'checking_quality', progress: 80, text: 'Checking every page: words, links and language…' },
  { status: 'creating_zip', progress: 90, text: 'Packing your website into a ZIP archive…' },
] as const;

export type StageStatus = (typeof generationStages)[number]['status'];

export interface GenerationStage {
  readonly status: StageStatus;
  readonly progress: number;
  readonly text: string;
}

/** Statuses that end a generation with a failure (processing_failed also shows an alert). */
export const failureStatuses = ['error', 'failed', 'processing_failed'] as const;

/** Statuses of the event stream that carry no progress and are ignored by the wizard. */
export const streamStatuses = ['connected', 'heartbeat', 'disconnected'] as const;

export const completedStatus = 'completed';

const stageByStatus: ReadonlyMap<string, GenerationStage> = new Map(
  generationStages.map((stage) => [stage.status, stage]),
);

/** The stage with this status, or undefined for anything that is not a named stage. */
export function findStage(status: string): GenerationStage | undefined {
  return stageByStatus.get(status);
}
