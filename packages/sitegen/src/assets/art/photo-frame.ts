import type { ArtScene} from './scene.ts';
import { circle, groundShadow, r1, shadeOf, stillLife } from './scene.ts';

/** A print: a paper border round an image area, tilted, with its shadow. */
function print(scene: ArtScene, x: number, y: number, width: number, height: number, tilt: number, inside: string): string {
  const { colours: c, unit } = scene;
  const border = unit * 0.03;
  const turn = ` transform="rotate(${tilt} ${r1(x + width / 2)} ${r1(y + height / 2)})"`;
  return `<g${turn}><rect x="${r1(x + unit * 0.02)}" y="${r1(y + unit * 0.03)}" width="${r1(width)}" height="${r1(height)}" fill="${shadeOf(scene)}" opacity=".22"/><rect x="${r1(x)}" y="${r1(y)}" width="${r1(width)}" height="${r1(height)}" fill="${c.paper}" stroke="${c.rule}" stroke-width="${r1(scene.line(0.002))}"/>${inside.replace('{x}', r1(x + border).toString()).replace('{y}', r1(y + border).toString()).replace('{w}', r1(width - border * 2).toString()).replace('{h}', r1(height - border * 3.2).toString())}</g>`;
}

/**
 * A photo-like frame: two prints tilted behind a front one, whose picture is a small landscape (a sky from the accent,
 * a sun, far hills and near ground) with the objects of the trade standing in it, the far ones smaller and paler, all
 * held by a strip of tape. A stock photo takes this picture's place in the hero.
 */
export function photoFrameScene(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx, cy } = scene;
  const parts = [`<rect width="${w}" height="${h}" fill="${c.ground}"/>`];
  const pw = unit * 0.92;
  const ph = unit * 0.8;
  const px = cx - pw / 2;
  const py = cy - ph / 2;
  parts.push(print(scene, px - unit * 0.06, py + unit * 0.02, pw, ph, -7, `<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="${c.second}" opacity=".5"/>`));
  parts.push(print(scene, px + unit * 0.07, py - unit * 0.02, pw, ph, 5, `<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="${c.rule}"/>`));
  const border = unit * 0.03;
  const ix = px + border;
  const iy = py + border;
  const iw = pw - border * 2;
  const ih = ph - border * 3.2;
  const sky = scene.id('s');
  const clip = scene.id('c');
  scene.defs.push(`<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.second}" stop-opacity=".55"/><stop offset="1" stop-color="${c.ground}"/></linearGradient>`);
  scene.defs.push(`<clipPath id="${clip}"><rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}"/></clipPath>`);
  const horizon = iy + ih * 0.68;
  const inner: string[] = [`<rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="${c.ground}"/><rect x="${r1(ix)}" y="${r1(iy)}" width="${r1(iw)}" height="${r1(ih)}" fill="url(#${sky})"/>`];
  inner.push(circle(ix + iw * 0.74, iy + ih * 0.26, unit * 0.08, c.paper, ' opacity=".85"'));
  inner.push(`<path d="M${r1(ix)} ${r1(horizon - ih * 0.12)}Q${r1(ix + iw * 0.3)} ${r1(horizon - ih * 0.34)} ${r1(ix + iw * 0.55)} ${r1(horizon - ih * 0.1)}T${r1(ix + iw)} ${r1(horizon - ih * 0.16)}V${r1(iy + ih)}H${r1(ix)}Z" fill="${c.rule}"/>`);
  // The near ground is a veil of the primary colour, so the objects standing on it, drawn in the primary, still show.
  inner.push(`<rect x="${r1(ix)}" y="${r1(horizon)}" width="${r1(iw)}" height="${r1(ih - (horizon - iy))}" fill="${c.main}" opacity=".35"/>`);
  // The objects stand in the picture, scaled down to its size: near ones large, far ones small and paler.
  const placed = stillLife(scene, icons.slice(0, 5), horizon + ih * 0.1).map((object) => ({ ...object, size: object.size * 0.78, y: object.y + object.size * 0.11 }));
  const order = placed.map((object, index) => ({ object, index })).sort((a, b) => a.object.size - b.object.size);
  for (const { object, index } of order) {
    const far = index >= 3;
    inner.push(groundShadow(scene, object.x + object.size * 0.12, object.y + object.size * 0.5, object.size * 0.9, 0.22));
    inner.push(scene.icon(object.name, object.x, object.y, object.size, c.main, scene.line(0.02), { fill: c.main, ...(far ? { opacity: 0.7 } : {}) }));
    inner.push(scene.icon(object.name, object.x, object.y, object.size, index === 0 ? c.onMain : c.paper, scene.line(index === 0 ? 0.006 : 0.0045), far ? { opacity: 0.7 } : {}));
  }
  parts.push(`<g><rect x="${r1(px + unit * 0.02)}" y="${r1(py + unit * 0.03)}" width="${r1(pw)}" height="${r1(ph)}" fill="${shadeOf(scene)}" opacity=".25"/><rect x="${r1(px)}" y="${r1(py)}" width="${r1(pw)}" height="${r1(ph)}" fill="${c.paper}"/><g clip-path="url(#${clip})">${inner.join('')}</g></g>`);
  parts.push(`<rect x="${r1(cx - unit * 0.11)}" y="${r1(py - unit * 0.035)}" width="${r1(unit * 0.22)}" height="${r1(unit * 0.07)}" fill="${c.second}" opacity=".8" transform="rotate(-4 ${r1(cx)} ${r1(py)})"/>`);
  return parts.join('');
}
