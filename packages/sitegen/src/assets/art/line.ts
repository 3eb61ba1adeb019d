import type { ArtScene} from './scene.ts';
import { circle, r1, stillLife } from './scene.ts';

/** Short parallel strokes under an object: the shadow of a pen drawing. */
function hatching(scene: ArtScene, x: number, y: number, width: number, colour: string): string {
  const step = scene.unit * 0.018;
  const count = Math.max(3, Math.round(width / step / 1.4));
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const left = x - width / 2 + index * step * 1.4;
    d += `M${r1(left)} ${r1(y + step)}L${r1(left + step)} ${r1(y)}`;
  }
  return `<path d="${d}" stroke="${colour}" stroke-width="${r1(scene.line(0.0025))}"/>`;
}

/**
 * A line drawing: the objects of the trade in one fine pen line on paper, standing on a drawn horizon, each cut out of
 * the ones behind it, with a wash of the accent behind the subject and hatched shadows.
 */
export function lineDrawing(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx } = scene;
  const baseline = scene.cy + unit * 0.28;
  const pen = scene.line(0.0032);
  const parts = [`<rect width="${w}" height="${h}" fill="${c.paper}"/>`];
  parts.push(circle(cx - unit * 0.05, scene.cy - unit * 0.04, unit * 0.27, c.second, ' opacity=".28"'));
  parts.push(circle(cx + unit * 0.06, scene.cy - unit * 0.08, unit * 0.33, 'none', ` stroke="${c.second}" stroke-width="${r1(pen)}"`));
  parts.push(`<path d="M${r1(w * 0.04)} ${r1(baseline)}H${r1(w * 0.96)}M${r1(w * 0.12)} ${r1(baseline + unit * 0.035)}H${r1(w * 0.3)}M${r1(w * 0.62)} ${r1(baseline + unit * 0.05)}H${r1(w * 0.86)}" stroke="${c.ink}" stroke-width="${r1(pen)}"/>`);
  const placed = stillLife(scene, icons, baseline);
  const order = placed.map((object, index) => ({ object, index })).sort((a, b) => a.object.size - b.object.size);
  for (const { object, index } of order) {
    parts.push(hatching(scene, object.x + object.size * 0.1, baseline + unit * 0.012, object.size * 0.7, c.soft));
    // The paper-coloured cut-out keeps the lines of the objects behind from crossing this one.
    parts.push(scene.icon(object.name, object.x, object.y, object.size, c.paper, pen * 5));
    parts.push(scene.icon(object.name, object.x, object.y, object.size, index === 0 ? c.ink : c.soft, index === 0 ? pen * 1.25 : pen));
  }
  return parts.join('');
}
