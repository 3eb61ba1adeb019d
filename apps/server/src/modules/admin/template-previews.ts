import fs from 'node:fs';
import path from 'node:path';
import type { PublishTemplatePreviewsRequest } from '@sitecraft/shared/admin';
import { adminServerTexts, PNG_DATA_URL_PREFIX, TEMPLATE_PREVIEW_MAX_BYTES, TEMPLATE_PREVIEW_MAX_SIDE } from '@sitecraft/shared/admin';
import { findTemplate } from '@sitecraft/shared/templates';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Account } from '../../infra/db/schema.ts';
import { recordAudit } from './audit-log.ts';
import { readPng } from './png-check.ts';

interface CheckedPreview {
  template: string;
  /** The gallery's path of the image, e.g. /examples/images/1.png. */
  previewImage: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

function checkPreview(template: string, dataURL: string): CheckedPreview {
  const entry = findTemplate(template);
  if (!entry) throw new AppError(400, 'UNKNOWN_TEMPLATE', adminServerTexts.unknownTemplate(template));
  const encoded = dataURL.slice(PNG_DATA_URL_PREFIX.length);
  if (!dataURL.startsWith(PNG_DATA_URL_PREFIX) || !base64.test(encoded)) throw new AppError(400, 'NOT_PNG', adminServerTexts.notPng(template));
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length > TEMPLATE_PREVIEW_MAX_BYTES) throw new AppError(413, 'PNG_TOO_LARGE', `${template}: ${adminServerTexts.pngTooLarge(TEMPLATE_PREVIEW_MAX_BYTES / 1024)}`);
  const png = readPng(bytes);
  if (!png || png.width > TEMPLATE_PREVIEW_MAX_SIDE || png.height > TEMPLATE_PREVIEW_MAX_SIDE) throw new AppError(400, 'NOT_PNG', adminServerTexts.notPng(template));
  return { template, previewImage: entry.previewImage, bytes, ...png };
}

/**
 * Replaces the gallery's preview images with captured PNGs where the running server serves them
 * (`<webDist>/examples/images/`). Every image is checked before any file is written, so a bad one changes
 * nothing; each file is written under a temporary name and renamed, so the gallery never sees half an image.
 */
export async function publishTemplatePreviews(ctx: AppContext, admin: Account, request: PublishTemplatePreviewsRequest): Promise<string[]> {
  const checked = request.images.map((image) => checkPreview(image.template, image.dataURL));
  const imagesDir = path.join(ctx.config.webDist, 'examples', 'images');
  await fs.promises.mkdir(imagesDir, { recursive: true });
  for (const preview of checked) {
    const file = path.join(imagesDir, path.basename(preview.previewImage));
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, preview.bytes);
    await fs.promises.rename(temporary, file);
  }
  await recordAudit(ctx.db, ctx.clock, admin, {
    action: 'template_previews.publish',
    targetType: 'gallery',
    targetId: null,
    details: { images: checked.map(({ template, previewImage, width, height, bytes }) => ({ template, previewImage, width, height, bytes: bytes.length })) },
  });
  return checked.map((preview) => preview.previewImage);
}
