import { z } from 'zod';
import { GenerationError } from '../errors.ts';
import { Limiter } from '../ai/limiter.ts';
import { timedSignal } from '../timed-signal.ts';
import type { ImageAsset, ImageContext, ImageProvider, ImageRequest } from './provider.ts';

export interface StockPhotoOptions {
  apiKey: string;
  /** A Pexels-compatible API: GET {baseUrl}/search?query=…&per_page=1 with the key in Authorization. */
  baseUrl?: string;
  concurrency?: number;
  timeoutMs?: number;
  maxBytes?: number;
  fetch?: typeof fetch;
}

const searchAnswer = z.object({
  photos: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      photographer: z.string().max(200).optional(),
      url: z.string().max(2000).optional(),
      src: z.object({ landscape: z.string().optional(), large: z.string().optional(), medium: z.string().optional() }),
    }),
  ),
});

const extensions: Record<string, ImageAsset['extension']> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Photos from a stock photo API when a key is set. A slot the service cannot fill (no
 * result, an error, a file that is not a picture) is left out: the engine draws its
 * offline illustration there.
 */
export class StockPhotos implements ImageProvider {
  readonly name = 'stock photo service (with illustrations where no photo was found)';
  private readonly baseUrl: string;
  private readonly limiter: Limiter;

  constructor(private readonly options: StockPhotoOptions) {
    this.baseUrl = (options.baseUrl ?? 'https://api.pexels.com/v1').replace(/\/+$/, '');
    this.limiter = new Limiter(options.concurrency ?? 4);
  }

  /** The provider set by STOCK_PHOTOS_API_KEY (and STOCK_PHOTOS_BASE_URL), if any. */
  static fromEnv(env: Readonly<Record<string, string | undefined>> = process.env): StockPhotos | undefined {
    const apiKey = env.STOCK_PHOTOS_API_KEY;
    return apiKey ? new StockPhotos({ apiKey, baseUrl: env.STOCK_PHOTOS_BASE_URL }) : undefined;
  }

  async images(requests: readonly ImageRequest[], context: ImageContext): Promise<ImageAsset[]> {
    const found = await Promise.all(
      requests.map(async (request) => {
        try {
          return await this.limiter.run(() => this.photo(request, context.signal));
        } catch {
          if (context.signal.aborted) throw new GenerationError('aborted', 'The generation was cancelled.');
          return undefined;
        }
      }),
    );
    return found.filter((photo) => photo !== undefined);
  }

  private async photo(request: ImageRequest, signal: AbortSignal): Promise<ImageAsset> {
    const query = new URLSearchParams({ query: request.query, per_page: '1', orientation: request.width > request.height * 1.2 ? 'landscape' : 'square' });
    const answer = searchAnswer.parse(await this.get(`${this.baseUrl}/search?${query}`, signal, { authorization: this.options.apiKey }, (search) => search.json()));
    const found = answer.photos[0];
    const source = found?.src.landscape ?? found?.src.large ?? found?.src.medium;
    if (!found || !source) throw new Error(`no photo for “${request.query}”`);
    if (!/^https?:\/\//i.test(source)) throw new Error('the photo address is not http(s)');
    const { type, data } = await this.get(source, signal, {}, async (file) => ({
      type: (file.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
      data: new Uint8Array(await file.arrayBuffer()),
    }));
    const extension = extensions[type];
    if (!extension) throw new Error(`the photo is ${type || 'of unknown type'}`);
    if (data.byteLength > (this.options.maxBytes ?? 3_000_000)) throw new Error('the photo is too large');
    const credit = found.photographer ? `Photo by ${found.photographer}${found.url ? ` (${found.url})` : ''}` : undefined;
    return { slot: request.slot, kind: 'photo', extension, data, width: request.width, height: request.height, ...(credit ? { credit } : {}) };
  }

  /** A GET whose answer `read` takes in, both within the time limit. */
  private async get<T>(url: string, signal: AbortSignal, headers: Record<string, string>, read: (response: Response) => Promise<T>): Promise<T> {
    const timed = timedSignal(signal, this.options.timeoutMs ?? 15_000);
    try {
      const response = await (this.options.fetch ?? fetch)(url, { headers, signal: timed.signal });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status} from ${new URL(url).host}`);
      }
      return await read(response);
    } finally {
      timed.done();
    }
  }
}
