import { z } from 'zod';
import { findTemplate, templateCatalogue } from '../templates/index.ts';
import { adminServerTexts } from './texts.ts';

/** A published preview image may be at most this large once decoded; a capture at scale 0.33 is far smaller. */
export const TEMPLATE_PREVIEW_MAX_BYTES = 1024 * 1024;
/** The largest width or height a published preview may have. */
export const TEMPLATE_PREVIEW_MAX_SIDE = 4096;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const maxDataUrlLength = PNG_DATA_URL_PREFIX.length + Math.ceil(TEMPLATE_PREVIEW_MAX_BYTES / 3) * 4;
/** The body limit of the publish call: every template's image at its largest, plus the JSON around them. */
export const TEMPLATE_PREVIEWS_BODY_LIMIT = templateCatalogue.length * (maxDataUrlLength + 200) + 1024;

/** One captured image: the screenshot result record's template and dataURL. */
export const templatePreviewSchema = z.strictObject({
  template: z
    .string()
    .max(100)
    .refine((name) => findTemplate(name) !== undefined, { error: (issue) => adminServerTexts.unknownTemplate(String(issue.input)) }),
  dataURL: z
    .string()
    .max(maxDataUrlLength, adminServerTexts.pngTooLarge(TEMPLATE_PREVIEW_MAX_BYTES / 1024))
    .startsWith(PNG_DATA_URL_PREFIX, adminServerTexts.notPngDataUrl),
});

export const publishTemplatePreviewsRequestSchema = z.strictObject({
  images: z
    .array(templatePreviewSchema)
    .min(1, 'Нет изображений для публикации')
    .max(templateCatalogue.length)
    .superRefine((images, ctx) => {
      const seen = new Set<string>();
      for (const image of images) {
        if (seen.has(image.template)) ctx.addIssue({ code: 'custom', message: adminServerTexts.duplicateTemplate(image.template) });
        seen.add(image.template);
      }
    }),
});

export const publishTemplatePreviewsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The gallery paths now serving the new images, e.g. /examples/images/1.png. */
  published: z.array(z.string()),
});

export type TemplatePreview = z.infer<typeof templatePreviewSchema>;
export type PublishTemplatePreviewsRequest = z.infer<typeof publishTemplatePreviewsRequestSchema>;
export type PublishTemplatePreviewsResponse = z.infer<typeof publishTemplatePreviewsResponseSchema>;
