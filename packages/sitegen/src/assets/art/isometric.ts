import type { ArtScene} from './scene.ts';
import { polygon, r1, shadeOf } from './scene.ts';

const cos30 = Math.cos(Math.PI / 6);

interface Block {
  /** Centre of the top face. */
  x: number;
  y: number;
  /** Edge of the top face, and the block's height, in px. */
  edge: number;
  height: number;
  top: string;
  topIcon?: string;
  sideIcon?: string;
}

/**
 * One isometric block: a shadow on the floor, two lit sides and a top face, the top carrying an object of the trade
 * painted flat on it and the left side another.
 */
function block(scene: ArtScene, item: Block): string {
  const { colours: c } = scene;
  const { x, y, edge: e, height: hh } = item;
  const dx = e * cos30;
  const dy = e / 2;
  const top: [number, number][] = [[x, y - dy], [x + dx, y], [x, y + dy], [x - dx, y]];
  const left: [number, number][] = [[x - dx, y], [x, y + dy], [x, y + dy + hh], [x - dx, y + hh]];
  const right: [number, number][] = [[x, y + dy], [x + dx, y], [x + dx, y + hh], [x, y + dy + hh]];
  const shade = shadeOf(scene);
  const parts = [polygon([[x, y + dy + hh], [x + dx, y + hh], [x + dx + hh * 0.9, y + hh + hh * 0.45], [x + hh * 0.9, y + dy + hh + hh * 0.45]], shade, ' opacity=".14"')];
  parts.push(polygon(left, c.main), polygon(right, c.main), polygon(right, shade, ' opacity=".3"'), polygon(top, item.top));
  const outline = `M${[...top, top[0] as [number, number]].map(([px, py]) => `${r1(px)} ${r1(py)}`).join('L')}`;
  parts.push(`<path d="${outline}" stroke="${c.ink}" stroke-opacity=".25" stroke-width="${r1(scene.line(0.002))}"/>`);
  const line = scene.line(0.005);
  if (item.topIcon) {
    const k = (e * 0.72) / 24;
    const iconInk = item.top === c.second ? c.onSecond : c.ink;
    parts.push(scene.iconOn(item.topIcon, [k * cos30, k / 2, -k * cos30, k / 2, x, y - k * 12], iconInk, line / k));
  }
  if (item.sideIcon && hh > e * 0.45) {
    const size = Math.min(e * 0.62, hh * 0.7);
    const k = size / 24;
    const fx = x - dx / 2;
    const fy = y + dy / 2 + hh / 2;
    parts.push(scene.iconOn(item.sideIcon, [k * cos30, k / 2, 0, k, fx - 12 * k * cos30, fy - 12 * k / 2 - 12 * k], c.onMain, line / k));
  }
  return parts.join('');
}

/**
 * An isometric scene: blocks of different heights on a tiled floor, the subject painted on the top of the largest in
 * the middle, the offers on the smaller ones around it and on its side; back blocks are drawn first so the front ones
 * overlap them.
 */
export function isometricScene(scene: ArtScene, icons: readonly string[]): string {
  const { width: w, height: h, colours: c, unit, cx, cy } = scene;
  const cell = unit * 0.1;
  const tile = scene.id('t');
  scene.defs.push(
    `<pattern id="${tile}" width="${r1(cell * cos30 * 2)}" height="${r1(cell)}" patternUnits="userSpaceOnUse"><path d="M0 ${r1(cell / 2)}L${r1(cell * cos30)} 0L${r1(cell * cos30 * 2)} ${r1(cell / 2)}L${r1(cell * cos30)} ${r1(cell)}Z" fill="none" stroke="${c.rule}" stroke-width="${r1(scene.line(0.002))}"/></pattern>`,
  );
  const parts = [`<rect width="${w}" height="${h}" fill="${c.ground}"/><rect width="${w}" height="${h}" fill="url(#${tile})"/>`];
  const [subject = 'sparkles', ...others] = icons;
  const e = unit;
  const blocks: Block[] = [
    { x: cx - e * 0.3, y: cy - e * 0.2, edge: e * 0.2, height: e * 0.12, top: c.second, ...(others[2] ? { topIcon: others[2] } : {}) },
    { x: cx + e * 0.32, y: cy - e * 0.16, edge: e * 0.22, height: e * 0.2, top: c.paper, ...(others[1] ? { topIcon: others[1] } : {}) },
    { x: cx, y: cy - e * 0.02, edge: e * 0.36, height: e * 0.26, top: c.paper, topIcon: subject, ...(others[3] ? { sideIcon: others[3] } : {}) },
    { x: cx - e * 0.36, y: cy + e * 0.14, edge: e * 0.2, height: e * 0.09, top: c.paper, ...(others[0] ? { topIcon: others[0] } : {}) },
    { x: cx + e * 0.34, y: cy + e * 0.2, edge: e * 0.15, height: e * 0.06, top: c.second, ...(others[4] ? { topIcon: others[4] } : {}) },
  ];
  for (const item of blocks) parts.push(block(scene, item));
  return parts.join('');
}
