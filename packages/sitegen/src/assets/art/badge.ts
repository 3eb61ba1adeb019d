import type { ArtScene} from './scene.ts';
import { circle, polygon, r1, shadeOf, sparkle } from './scene.ts';

/** A seal's scalloped edge: a star of many shallow points. */
function sealPoints(x: number, y: number, radius: number, points: number): [number, number][] {
  return Array.from({ length: points * 2 }, (_, index) => {
    const angle = (index * Math.PI) / points - Math.PI / 2;
    const reach = index % 2 === 0 ? radius : radius * 0.92;
    return [x + reach * Math.cos(angle), y + reach * Math.sin(angle)];
  });
}

/** A round sticker of a companion object, tilted, with its shadow. */
function sticker(scene: ArtScene, name: string, x: number, y: number, radius: number, alt: boolean, tilt: number): string {
  const { colours: c } = scene;
  const fill = alt ? c.second : c.paper;
  const ink = alt ? c.onSecond : c.ink;
  return `${circle(x + radius * 0.1, y + radius * 0.14, radius, shadeOf(scene), ' opacity=".2"')}${circle(x, y, radius, fill, ` stroke="${c.rule}" stroke-width="${r1(scene.line(0.003))}"`)}${scene.icon(name, x, y, radius * 1.05, ink, scene.line(0.005), { rotate: tilt })}`;
}

/**
 * A badge: a scalloped seal in the primary colour holding the subject, a stitched ring and a ribbon across its foot,
 * with the offers as tilted stickers fanned out behind it and stars about.
 */
export function badgeScene(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx, cy } = scene;
  const parts = [`<rect width="${w}" height="${h}" fill="${c.ground}"/>`];
  // Rays from the seal, drawn as thin wedges of the accent.
  const reach = Math.hypot(w, h);
  let rays = '';
  for (let index = 0; index < 16; index += 1) {
    const from = (index * Math.PI) / 8;
    const to = from + Math.PI / 16;
    rays += `M${r1(cx)} ${r1(cy)}L${r1(cx + reach * Math.cos(from))} ${r1(cy + reach * Math.sin(from))}L${r1(cx + reach * Math.cos(to))} ${r1(cy + reach * Math.sin(to))}Z`;
  }
  parts.push(`<path d="${rays}" fill="${c.second}" opacity=".14"/>`);
  const [subject = 'sparkles', ...others] = icons;
  const fan: [angle: number, distance: number, radius: number][] = [
    [-150, 0.34, 0.12],
    [-32, 0.34, 0.13],
    [160, 0.5, 0.1],
    [18, 0.52, 0.095],
    [-95, 0.4, 0.085],
  ];
  others.slice(0, fan.length).forEach((name, index) => {
    const [angle, distance, radius] = fan[index] as [number, number, number];
    const a = (angle * Math.PI) / 180;
    parts.push(sticker(scene, name, cx + Math.cos(a) * distance * unit * 1.05, cy + Math.sin(a) * distance * unit * 0.8, radius * unit, index % 2 === 1, index % 2 ? 10 : -12));
  });
  const radius = unit * 0.3;
  const shade = shadeOf(scene);
  parts.push(polygon(sealPoints(cx + radius * 0.06, cy + radius * 0.1, radius, 24), shade, ' opacity=".22"'));
  parts.push(polygon(sealPoints(cx, cy, radius, 24), c.main));
  parts.push(circle(cx, cy, radius * 0.8, 'none', ` stroke="${c.onMain}" stroke-width="${r1(scene.line(0.004))}" stroke-dasharray="${r1(unit * 0.012)} ${r1(unit * 0.012)}" opacity=".7"`));
  parts.push(scene.icon(subject, cx, cy - radius * 0.08, radius * 1.05, c.onMain, scene.line(0.0075)));
  // The ribbon: two folded tails behind, the band in front.
  const band = radius * 0.26;
  const by = cy + radius * 0.62;
  const half = radius * 1.05;
  parts.push(polygon([[cx - half - band, by], [cx - half + band * 0.2, by], [cx - half + band * 0.2, by + band], [cx - half - band, by + band], [cx - half - band * 0.6, by + band / 2]], c.second));
  parts.push(polygon([[cx + half + band, by], [cx + half - band * 0.2, by], [cx + half - band * 0.2, by + band], [cx + half + band, by + band], [cx + half + band * 0.6, by + band / 2]], c.second));
  parts.push(polygon([[cx - half + band * 0.2, by], [cx + half - band * 0.2, by], [cx + half - band * 0.2, by + band], [cx - half + band * 0.2, by + band]], shade, ' opacity=".25"'));
  parts.push(polygon([[cx - half * 0.86, by - band * 0.35], [cx + half * 0.86, by - band * 0.35], [cx + half * 0.86, by + band * 0.65], [cx - half * 0.86, by + band * 0.65]], c.second));
  for (const dx of [-0.28, 0, 0.28]) parts.push(sparkle(cx + dx * radius, by + band * 0.15, band * 0.55, c.onSecond));
  parts.push(sparkle(cx + unit * 0.42, cy - unit * 0.34, unit * 0.06, c.main));
  parts.push(sparkle(cx - unit * 0.46, cy + unit * 0.3, unit * 0.045, c.main));
  return parts.join('');
}
