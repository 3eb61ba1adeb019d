import type { DesignSystem } from '../design/types.ts';
import type { ImageSlot } from '../site/paths.ts';

export interface ImageRequest {
  slot: ImageSlot;
  /** English search words for a stock photo (theme, product or article subject). */
  query: string;
  width: number;
  height: number;
}

export interface ImageAsset {
  slot: ImageSlot;
  kind: 'photo';
  extension: 'svg' | 'jpg' | 'png' | 'webp';
  data: string | Uint8Array;
  width: number;
  height: number;
  /** Photographer credit for photos, printed in the README. */
  credit?: string;
}

export interface ImageContext {
  design: DesignSystem;
  seed: string;
  signal: AbortSignal;
}

/**
 * Finds pictures for the slots of one site; a slot it cannot fill is left out of the answer
 * and gets the engine's offline illustration. The engine writes the alt texts itself.
 */
export interface ImageProvider {
  readonly name: string;
  images(requests: readonly ImageRequest[], context: ImageContext): Promise<ImageAsset[]>;
}
