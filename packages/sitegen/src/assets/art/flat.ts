import { circle, groundShadow, r1, sparkle, standOut, stillLife } from './scene.ts';
import type { Placed , ArtScene} from './scene.ts';

/**
 * An object as a flat sticker: its strokes laid thick in `tint` as the sticker, its outline inked over it a little off
 * register. The sticker is not filled: an open stroke filled (a bicycle's frame) turns into a blot.
 */
function flatObject(scene: ArtScene, object: Placed, tint: string, faded: boolean): string {
  const { colours: c } = scene;
  const ink = standOut(tint, [c.ink, c.paper, c.onMain]);
  const line = scene.line(0.0055) * (object.size > scene.unit * 0.3 ? 1.15 : 1);
  const opacity = faded ? 0.75 : 1;
  return `<g${faded ? ` opacity="${opacity}"` : ''}>${groundShadow(scene, object.x + object.size * 0.06, object.y + object.size * 0.52, object.size * 0.95)}${scene.icon(object.name, object.x + line * 0.8, object.y + line * 0.8, object.size, tint, line * 4.2)}${scene.icon(object.name, object.x, object.y, object.size, ink, line)}</g>`;
}

/**
 * A flat scene: a sun and two hills in the palette, the objects of the trade standing on the near hill as flat colour
 * stickers with shadows, the subject large in front, the others smaller and paler behind it.
 */
export function flatScene(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx } = scene;
  const horizon = scene.cy + unit * 0.3;
  const parts = [`<rect width="${w}" height="${h}" fill="${c.ground}"/>`];
  parts.push(circle(cx + unit * 0.2, scene.cy - unit * 0.12, unit * 0.3, c.second, ' opacity=".55"'));
  parts.push(`<path d="M0 ${r1(horizon - unit * 0.1)}C${r1(w * 0.3)} ${r1(horizon - unit * 0.32)} ${r1(w * 0.55)} ${r1(horizon - unit * 0.05)} ${w} ${r1(horizon - unit * 0.22)}V${h}H0Z" fill="${c.rule}"/>`);
  parts.push(`<path d="M0 ${r1(horizon + unit * 0.02)}C${r1(w * 0.35)} ${r1(horizon - unit * 0.08)} ${r1(w * 0.65)} ${r1(horizon + unit * 0.06)} ${w} ${r1(horizon - unit * 0.02)}V${h}H0Z" fill="${c.paper}"/>`);
  const placed = stillLife(scene, icons, horizon + unit * 0.04);
  const tints = [c.main, c.second, c.main, c.paper, c.second, c.main];
  // Far objects first, so the near ones overlap them.
  const order = placed.map((object, index) => ({ object, index })).sort((a, b) => a.object.size - b.object.size);
  for (const { object, index } of order) parts.push(flatObject(scene, object, tints[index] ?? c.main, index >= 3));
  parts.push(sparkle(cx - unit * 0.3, scene.cy - unit * 0.3, unit * 0.07, c.main));
  parts.push(sparkle(cx + unit * 0.42, scene.cy - unit * 0.36, unit * 0.045, c.ink));
  parts.push(circle(cx - unit * 0.46, scene.cy - unit * 0.12, unit * 0.012, c.ink, ' opacity=".5"'));
  return parts.join('');
}
