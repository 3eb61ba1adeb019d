import type { ArtScene} from './scene.ts';
import { r1, shadeOf } from './scene.ts';

/**
 * A pattern: the objects of the trade repeated in tilted rows over the primary colour (one tile, repeated by the
 * picture itself), and a raised card in the middle showing the subject large with two offers overlapping its corner.
 */
export function patternScene(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx, cy } = scene;
  const [subject = 'sparkles', ...others] = icons;
  const step = unit * 0.17;
  const size = step * 0.5;
  const repeat = [subject, ...others].slice(0, 4);
  const tile = scene.id('p');
  const cells: string[] = [];
  // Two rows of the repeated objects, the second shifted by half a step, turned alternately. A pattern's content does
  // not inherit the picture's styles, so it sets its own.
  repeat.forEach((name, index) => {
    const row = index % 2;
    const x = (index + 0.5) * step + (row ? step / 2 : 0);
    const y = (row + 0.5) * step;
    cells.push(scene.icon(name, x % (repeat.length * step), y, size, c.onMain, scene.line(0.0035), { rotate: index % 2 ? 14 : -14 }));
  });
  scene.defs.push(`<pattern id="${tile}" width="${r1(repeat.length * step)}" height="${r1(step * 2)}" patternUnits="userSpaceOnUse"><g fill="none" stroke-linecap="round" stroke-linejoin="round">${cells.join('')}</g></pattern>`);
  const parts = [`<rect width="${w}" height="${h}" fill="${c.main}"/><rect width="${w}" height="${h}" fill="url(#${tile})" opacity=".4"/>`];
  const card = unit * 0.5;
  const round = unit * 0.05;
  const shade = shadeOf(scene);
  parts.push(`<rect x="${r1(cx - card / 2 + unit * 0.04)}" y="${r1(cy - card / 2 + unit * 0.05)}" width="${r1(card)}" height="${r1(card)}" rx="${r1(round)}" fill="${shade}" opacity=".25"/>`);
  parts.push(`<rect x="${r1(cx - card / 2 - unit * 0.03)}" y="${r1(cy - card / 2 - unit * 0.03)}" width="${r1(card)}" height="${r1(card)}" rx="${r1(round)}" fill="${c.second}" transform="rotate(-6 ${r1(cx)} ${r1(cy)})"/>`);
  parts.push(`<rect x="${r1(cx - card / 2)}" y="${r1(cy - card / 2)}" width="${r1(card)}" height="${r1(card)}" rx="${r1(round)}" fill="${c.paper}"/>`);
  parts.push(scene.icon(subject, cx, cy - unit * 0.02, card * 0.62, c.ink, scene.line(0.0065)));
  others.slice(0, 2).forEach((name, index) => {
    const x = cx + (index ? 1 : -1) * card * 0.5;
    const y = cy + card * 0.42 - index * card * 0.06;
    const radius = unit * (index ? 0.085 : 0.1);
    parts.push(`<circle cx="${r1(x + radius * 0.12)}" cy="${r1(y + radius * 0.16)}" r="${r1(radius)}" fill="${shade}" opacity=".25"/>`);
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(radius)}" fill="${index ? c.second : c.ground}" stroke="${c.paper}" stroke-width="${r1(scene.line(0.006))}"/>`);
    parts.push(scene.icon(name, x, y, radius * 1.1, index ? c.onSecond : c.ink, scene.line(0.0045)));
  });
  return parts.join('');
}
