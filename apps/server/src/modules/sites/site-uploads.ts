import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { z } from 'zod';
import { sitesServerTexts } from '@sitecraft/shared/sites';
import type { UploadedImage } from '@sitecraft/sitegen';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Generation } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { siteArtifactKey } from './site-artifact-key.ts';
import { createWorkQueue } from './work-queue.ts';

/** What an upload may be: its declared type, and the format its bytes must really have. */
const UPLOAD_TYPES: Readonly<Record<string, string>> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded size limit: a small file that decodes to a huge picture (a decompression bomb) is refused before it is. */
const MAX_PIXELS = 40_000_000;
/** The widths an uploaded photo is kept in (never wider than it is), as WebP; the widest is the picture's own file. */
const WIDTHS = [480, 960, 1600];

// Memory stays bounded through a storm of uploads (issue 26). glibc's malloc gives threads arenas of their own and
// keeps the fragments of every photo decoded and encoded in them: so one libvips thread per picture, as sharp chooses
// on glibc by itself (but not under jemalloc or musl), no operation cache (no two uploads are the same picture), and one
// picture resized at a time per process, the others waiting their turn (the AVIF encoder runs threads of its own; after
// 100 uploads in bench/uploads.ts, two at a time left the RSS at 3 times what it was before, one at a time at 1.4).
sharp.concurrency(1);
sharp.cache(false);
const resizing = createWorkQueue(1);

/**
 * The uploads one process takes in at once, each from its headers to its answer: its body (up to 10 MB) read, waiting
 * its turn or resized. One more is refused at once, before its body is read (see takeInUpload), so a storm of uploads
 * cannot fill the memory with pictures waiting their turn: at most 80 MB of them, and the last waits for seven others.
 */
export const UPLOADS_AT_ONCE = 8;
/** What a refused upload is told to wait, in seconds: about the time a few pictures take to be resized. */
const UPLOADS_RETRY_AFTER_S = 5;
let uploadsTakenIn = 0;

const sizedFile = z.object({ file: z.string(), width: z.number(), height: z.number() });
const manifestSchema = z.object({ files: z.array(sizedFile).min(1), avif: z.array(sizedFile).optional() });
const uploadId = z.string().regex(/^[a-f0-9]{16}$/);

/** The artifact key of a file of a site's uploads (its site path is `images/<name>`). */
export const uploadKey = (trackId: string, host: string, name: string) => siteArtifactKey(trackId, host, name);
const manifestKey = (trackId: string, host: string, id: string) => uploadKey(trackId, host, `upload-${id}.json`);

/**
 * Checks and resizes an uploaded picture, and keeps its widths as WebP (and AVIF, where smaller) in the artifact store. The bytes must decode as
 * the JPEG, PNG or WebP they claim to be (an SVG or anything else is refused), within 40 megapixels. What is kept is
 * re-encoded pixels only: metadata (EXIF, text chunks, anything hidden in them) is not carried over. The resizing waits
 * its turn among the process's uploads; a caller whose `signal` aborts meanwhile (it left) gets its reason, and nothing is kept.
 */
export async function storeUpload(
  ctx: AppContext,
  artifacts: ArtifactStore,
  generation: Generation,
  host: string,
  contentType: string | undefined,
  bytes: Buffer,
  signal?: AbortSignal,
): Promise<{ upload: string } & UploadedImage> {
  const expected = pictureFormat(contentType);
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  let source: { width: number; height: number };
  try {
    const metadata = await sharp(bytes, options).metadata();
    if (metadata.format !== expected) throw new AppError(415, 'UNSUPPORTED_PICTURE', sitesServerTexts.uploadType);
    if (metadata.width * metadata.height > MAX_PIXELS) throw new AppError(400, 'PICTURE_TOO_LARGE', sitesServerTexts.uploadPixels);
    source = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // libvips refuses a header that claims more pixels than the limit before decoding any.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AppError(400, 'PICTURE_TOO_LARGE', sitesServerTexts.uploadPixels);
    throw new AppError(400, 'UNREADABLE_PICTURE', sitesServerTexts.uploadUnreadable);
  }
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const widths = [...new Set([...WIDTHS.filter((width) => width < source.width), Math.min(source.width, WIDTHS.at(-1)!)])];
  // Every width is encoded before any is kept: a file whose header reads but whose pixels do not (a truncated JPEG)
  // fails here, with nothing stored.
  const { webp, avif } = await resizing(() => encodeWidths(bytes, options, id, widths), signal);
  // AVIF is offered only where it saves bytes at every width (a noisy photo can come out larger than as WebP).
  const withAvif = avif.length === webp.length && avif.every((each, index) => each.data.length < webp[index]!.data.length);
  const keep = async (list: EncodedPicture[]) => {
    const kept: UploadedImage['files'] = [];
    for (const { name, data, width, height } of list) {
      await artifacts.put(uploadKey(generation.track_id, host, name), data);
      kept.push({ file: `images/${name}`, width, height });
    }
    return kept;
  };
  const files = await keep(webp);
  const avifFiles = withAvif ? await keep(avif) : undefined;
  const manifest = manifestKey(generation.track_id, host, id);
  await artifacts.put(manifest, new TextEncoder().encode(JSON.stringify({ files, ...(avifFiles ? { avif: avifFiles } : {}) })));
  const keys = JSON.stringify([...[...files, ...(avifFiles ?? [])].map((each) => uploadKey(generation.track_id, host, each.file.slice('images/'.length))), manifest]);
  const row = { track_id: generation.track_id, host, upload: id, keys, created_at: ctx.clock.now() };
  // The same picture uploaded again writes the same keys: the first row stands.
  await ctx.db.insertInto('site_uploads').values(row).onConflict((conflict) => conflict.columns(['track_id', 'host', 'upload']).doNothing()).execute();
  return { upload: id, files, ...(avifFiles ? { avif: avifFiles } : {}) };
}

/**
 * Takes in one more upload, or refuses it with 503, Retry-After and a message to try again when UPLOADS_AT_ONCE are
 * in already. Call it before the body is read; the function it returns gives the place back, once the upload is
 * answered or its client has left (calling it again does nothing).
 */
export function takeInUpload(): () => void {
  if (uploadsTakenIn >= UPLOADS_AT_ONCE) throw new AppError(503, 'UPLOADS_BUSY', sitesServerTexts.uploadsBusy, { 'retry-after': String(UPLOADS_RETRY_AFTER_S) });
  uploadsTakenIn++;
  let given = false;
  return () => {
    if (given) return;
    given = true;
    uploadsTakenIn--;
  };
}

/**
 * Holds an upload's place (see takeInUpload) until its answer has gone or its client has left. A client that left
 * while the session was being looked up gives the place back at once: its `close` has already been and gone.
 */
export function holdUploadPlace(request: IncomingMessage, response: ServerResponse): void {
  const giveBack = takeInUpload();
  if (request.socket.destroyed || response.destroyed || response.writableFinished) giveBack();
  else response.once('close', giveBack);
}

/** How many uploads this process has taken in right now (see takeInUpload). */
export const uploadsInFlight = (): number => uploadsTakenIn;

/** The format an upload's Content-Type promises (`jpeg`, `png` or `webp`); any other type, or none, is refused with 415. */
export function pictureFormat(contentType: string | undefined): string {
  const format = UPLOAD_TYPES[(contentType ?? '').split(';')[0]!.trim().toLowerCase()];
  if (!format) throw new AppError(415, 'UNSUPPORTED_PICTURE', sitesServerTexts.uploadType);
  return format;
}

type EncodedPicture = { name: string; data: Buffer; width: number; height: number };

/** The picture in each width as WebP, and as AVIF when every width can be made so (else no AVIF). */
async function encodeWidths(bytes: Buffer, options: sharp.SharpOptions, id: string, widths: number[]): Promise<{ webp: EncodedPicture[]; avif: EncodedPicture[] }> {
  const webp: EncodedPicture[] = [];
  const avif: EncodedPicture[] = [];
  try {
    for (const width of widths) {
      const { data, info } = await sharp(bytes, options).rotate().resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      webp.push({ name: `upload-${id}-${width}.webp`, data, width: info.width, height: info.height });
    }
  } catch {
    throw new AppError(400, 'UNREADABLE_PICTURE', sitesServerTexts.uploadUnreadable);
  }
  // AVIF is a bonus: a picture it cannot be made of (an encoder missing, memory) is kept as WebP alone.
  try {
    for (const width of widths) {
      const { data, info } = await sharp(bytes, options).rotate().resize({ width }).avif({ quality: 50, effort: 2 }).toBuffer({ resolveWithObject: true });
      avif.push({ name: `upload-${id}-${width}.avif`, data, width: info.width, height: info.height });
    }
  } catch {
    return { webp, avif: [] };
  }
  return { webp, avif };
}

/** The uploads that edits name, by id; an id that is not among the site's uploads is refused. */
export async function readUploads(artifacts: ArtifactStore, generation: Generation, host: string, ids: readonly string[]): Promise<Map<string, UploadedImage>> {
  const found = new Map<string, UploadedImage>();
  for (const id of new Set(ids)) {
    const stored = uploadId.safeParse(id).success ? await artifacts.open(manifestKey(generation.track_id, host, id)) : undefined;
    if (!stored) throw new AppError(400, 'NO_SUCH_UPLOAD', sitesServerTexts.uploadMissing);
    found.set(id, manifestSchema.parse(JSON.parse(await text(stored.stream))));
  }
  return found;
}
