import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadAll, runScreenshots, type CaptureIo, type RunState } from './screenshot-runner.ts';
import { generatorSettings, IMPROVED_TEMPLATES, pngNameOf, runSettings, STANDARD_TEMPLATES, type GeneratorSettings } from './screenshot-settings.ts';
import { screenshotTexts } from './screenshot-texts.ts';

/** The failure of a template that did not load, in the interface's language ('Не удалось загрузить шаблон' in Russian). */
const loadFailed = screenshotTexts().loadFailed;

interface FakeFrame {
  template: string;
}

/** A fake browser that logs every step with the fake clock's time, and fails where it is told to. */
function fakeIo(fail: { load?: string[]; capture?: string[] } = {}) {
  const steps: string[] = [];
  const at = () => Date.now();
  const io: CaptureIo<FakeFrame> = {
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    loadFrame: async (template) => {
      steps.push(`${at()} load ${template}`);
      if (fail.load?.includes(template)) throw new Error('404');
      return { template };
    },
    removeFrame: (frame) => steps.push(`${at()} remove ${frame.template}`),
    captureDom: async (frame) => {
      steps.push(`${at()} dom ${frame.template}`);
      if (fail.capture?.includes(frame.template)) throw new Error('tainted');
      return `data:image/png;base64,dom-${frame.template}`;
    },
    captureCanvas: async (frame) => {
      steps.push(`${at()} canvas ${frame.template}`);
      if (fail.capture?.includes(frame.template)) throw new Error('canvas exploded');
      return `data:image/png;base64,canvas-${frame.template}`;
    },
    drawFallback: (template) => {
      steps.push(`${at()} fallback ${template}`);
      return `data:image/png;base64,card-${template}`;
    },
    logError: (label, template) => steps.push(`${at()} log ${label} ${template}`),
  };
  return { io, steps };
}

const twoTemplates = (kind: 'improved' | 'standard', templates = ['1.html', '2.html']): GeneratorSettings => ({ ...generatorSettings[kind], templates });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the spec constants', () => {
  it('lists 1.html to 21.html, and the standard list omits 19.html', () => {
    expect(IMPROVED_TEMPLATES).toEqual(Array.from({ length: 21 }, (_, index) => `${index + 1}.html`));
    expect(STANDARD_TEMPLATES).toHaveLength(20);
    expect(STANDARD_TEMPLATES).not.toContain('19.html');
  });

  it('waits 5 s (DOM capture) and 3 s (fallback) and pauses 1 s on the improved generator; 4 s and 0.5 s on the standard one', () => {
    expect(runSettings('improved')).toMatchObject({ afterLoadMs: 5000, fallbackWaitMs: 3000, pauseMs: 1000, downloadSpacingMs: 200 });
    expect(runSettings('standard')).toMatchObject({ afterLoadMs: 4000, pauseMs: 500, downloadSpacingMs: 100 });
  });

  it('keeps them unless the test hook sets a scale in (0, 1]', () => {
    expect(runSettings('improved', undefined)).toBe(generatorSettings.improved);
    expect(runSettings('improved', 5)).toBe(generatorSettings.improved);
    expect(runSettings('improved', '0.1')).toBe(generatorSettings.improved);
    expect(runSettings('improved', 0.1)).toMatchObject({ afterLoadMs: 500, fallbackWaitMs: 300, pauseMs: 100, downloadSpacingMs: 200, templates: IMPROVED_TEMPLATES });
  });

  it('names downloads after the template with .png', () => {
    expect(pngNameOf('7.html')).toBe('7.png');
  });
});

describe('the improved generator', () => {
  it('loads, waits 5 s, captures the DOM, removes the frame and pauses 1 s before the next template', async () => {
    const { io, steps } = fakeIo();
    const run = runScreenshots(twoTemplates('improved'), io, () => {});
    await vi.runAllTimersAsync();
    expect(await run).toEqual([
      { template: '1.html', dataURL: 'data:image/png;base64,dom-1.html', success: true },
      { template: '2.html', dataURL: 'data:image/png;base64,dom-2.html', success: true },
    ]);
    expect(steps).toEqual(['0 load 1.html', '5000 dom 1.html', '5000 remove 1.html', '6000 load 2.html', '11000 dom 2.html', '11000 remove 2.html']);
  });

  it('falls back to the card after 3 s when the DOM capture fails, and counts it as a success', async () => {
    const { io, steps } = fakeIo({ capture: ['1.html'] });
    const run = runScreenshots(twoTemplates('improved', ['1.html']), io, () => {});
    await vi.runAllTimersAsync();
    expect(await run).toEqual([{ template: '1.html', dataURL: 'data:image/png;base64,card-1.html', success: true, fallback: true }]);
    expect(steps).toEqual(['0 load 1.html', '5000 dom 1.html', '5000 log Ошибка dom-to-image для 1.html', '8000 fallback 1.html', '8000 remove 1.html']);
  });

  it('records a load error as the failure the catalogue names (Не удалось загрузить шаблон), without a capture', async () => {
    const { io, steps } = fakeIo({ load: ['1.html'] });
    const run = runScreenshots(twoTemplates('improved'), io, () => {});
    await vi.runAllTimersAsync();
    expect((await run)[0]).toEqual({ template: '1.html', dataURL: null, success: false, error: loadFailed });
    expect(steps.slice(0, 2)).toEqual(['0 load 1.html', '1000 load 2.html']);
  });
});

describe('the standard generator', () => {
  it('waits 4 s, captures once with the canvas renderer and pauses 0.5 s', async () => {
    const { io, steps } = fakeIo();
    const run = runScreenshots(twoTemplates('standard'), io, () => {});
    await vi.runAllTimersAsync();
    await run;
    expect(steps).toEqual(['0 load 1.html', '4000 canvas 1.html', '4000 remove 1.html', '4500 load 2.html', '8500 canvas 2.html', '8500 remove 2.html']);
  });

  it('records a failed capture with its error text and no fallback', async () => {
    const { io, steps } = fakeIo({ capture: ['2.html'], load: ['1.html'] });
    const run = runScreenshots(twoTemplates('standard'), io, () => {});
    await vi.runAllTimersAsync();
    expect(await run).toEqual([
      { template: '1.html', dataURL: null, success: false, error: loadFailed },
      { template: '2.html', dataURL: null, success: false, error: 'canvas exploded' },
    ]);
    expect(steps).toContain('4500 log Ошибка скриншота 2.html');
    expect(steps.some((step) => step.includes('fallback'))).toBe(false);
  });
});

describe('a run', () => {
  it('advances the progress by one template out of the total and names the template in work', async () => {
    const { io } = fakeIo();
    const states: RunState[] = [];
    const run = runScreenshots(twoTemplates('standard', ['1.html', '2.html', '3.html', '4.html']), io, (state) => states.push(state));
    await vi.runAllTimersAsync();
    await run;
    const seen = states.map((state) => `${state.current ?? '-'} ${state.progress} ${state.results.length}`);
    expect(seen).toEqual(['- 0 0', '1.html 0 0', '1.html 25 1', '2.html 25 1', '2.html 50 2', '3.html 50 2', '3.html 75 3', '4.html 75 3', '4.html 100 4', '- 100 4']);
  });

  it('stops between templates once aborted', async () => {
    const { io, steps } = fakeIo();
    const controller = new AbortController();
    const run = runScreenshots(twoTemplates('standard'), io, () => {}, controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(await run).toHaveLength(1);
    expect(steps.filter((step) => step.includes('load'))).toEqual(['0 load 1.html']);
  });
});

describe('Скачать все', () => {
  it('downloads each successful result, spaced by the generator step, and skips failures', async () => {
    const downloaded: string[] = [];
    const results = [
      { template: '1.html', dataURL: 'data:a', success: true },
      { template: '2.html', dataURL: null, success: false, error: 'x' },
      { template: '3.html', dataURL: 'data:c', success: true },
      { template: '4.html', dataURL: 'data:d', success: true },
    ];
    downloadAll(results, generatorSettings.improved.downloadSpacingMs, (result) => downloaded.push(`${Date.now()} ${result.template}`));
    await vi.runAllTimersAsync();
    expect(downloaded).toEqual(['0 1.html', '200 3.html', '400 4.html']);
  });
});
