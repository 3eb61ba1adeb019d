/** The spec's screenshot constants (section 9) and the two generators built on them. */

export type GeneratorKind = 'improved' | 'standard';

export const IMPROVED_TEMPLATES: readonly string[] = Array.from({ length: 21 }, (_, index) => `${index + 1}.html`);
/** The standard generator's list omits 19.html. */
export const STANDARD_TEMPLATES: readonly string[] = IMPROVED_TEMPLATES.filter((template) => template !== '19.html');

export const FRAME_SIZE = { width: 1200, height: 800 } as const;
export const OUTPUT_SCALE = 0.33;
export const FALLBACK_SIZE = { width: 400, height: 300 } as const;

export interface GeneratorSettings {
  kind: GeneratorKind;
  templates: readonly string[];
  /** Wait after the frame has loaded, before the capture. */
  afterLoadMs: number;
  /** Improved only: wait before drawing the fallback card when the DOM capture failed. */
  fallbackWaitMs: number;
  /** Pause between one template and the next. */
  pauseMs: number;
  /** 'Скачать все' starts the n-th download n × this after the first. */
  downloadSpacingMs: number;
}

export const generatorSettings: Record<GeneratorKind, GeneratorSettings> = {
  improved: { kind: 'improved', templates: IMPROVED_TEMPLATES, afterLoadMs: 5000, fallbackWaitMs: 3000, pauseMs: 1000, downloadSpacingMs: 200 },
  standard: { kind: 'standard', templates: STANDARD_TEMPLATES, afterLoadMs: 4000, fallbackWaitMs: 0, pauseMs: 500, downloadSpacingMs: 100 },
};

declare global {
  interface Window {
    /**
     * Test hook: browser tests set it (through an init script) to shorten the waits and pauses of a run, which
     * takes minutes at the spec's timings. Nothing in the product sets it, so the spec's constants apply.
     */
    __sitecraftScreenshotTimeScale?: number;
  }
}

/**
 * The settings of a run: the spec's constants, with the waits and pauses times the test hook's scale when one
 * is set to a number in (0, 1]. Download spacing is never scaled: the browser drops downloads started too close together.
 */
export function runSettings(kind: GeneratorKind, timeScale: unknown = globalThis.window?.__sitecraftScreenshotTimeScale): GeneratorSettings {
  const settings = generatorSettings[kind];
  if (typeof timeScale !== 'number' || !(timeScale > 0 && timeScale <= 1)) return settings;
  const scaled = (ms: number) => Math.round(ms * timeScale);
  return {
    ...settings,
    afterLoadMs: scaled(settings.afterLoadMs),
    fallbackWaitMs: scaled(settings.fallbackWaitMs),
    pauseMs: scaled(settings.pauseMs),
  };
}

/** The download name of a template's image: 5.html gives 5.png. */
export const pngNameOf = (template: string) => `${template.replace(/\.html$/, '')}.png`;
