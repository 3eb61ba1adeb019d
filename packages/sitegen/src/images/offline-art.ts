import type { ImageAsset, ImageContext, ImageProvider, ImageRequest } from './provider.ts';
import { artSvg } from './svg-art.ts';

/** Draws every picture as SVG art in the site's palette: no network, no keys. */
export class OfflineArt implements ImageProvider {
  readonly name = 'offline SVG art';

  async images(requests: readonly ImageRequest[], context: ImageContext): Promise<ImageAsset[]> {
    return requests.map((request) => ({
      slot: request.slot,
      kind: 'art',
      extension: 'svg',
      data: artSvg(context.design.art, context.design.palette, `${context.seed}:${request.slot}`, request.width, request.height),
      width: request.width,
      height: request.height,
    }));
  }
}
