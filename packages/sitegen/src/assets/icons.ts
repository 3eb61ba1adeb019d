import { createRequire } from 'node:module';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const require = createRequire(import.meta.url);
let nodes: Record<string, IconNode> | undefined;

function iconNodes(): Record<string, IconNode> {
  nodes ??= require('lucide-static/icon-nodes.json') as Record<string, IconNode>;
  return nodes;
}

/** Whether the open icon set (lucide, ISC) has an icon of this name. */
export function hasIcon(name: string): boolean {
  return Object.hasOwn(iconNodes(), name);
}

/** The inner elements of a 24×24 lucide icon (paths, circles…), as SVG markup. */
export function iconElements(name: string): string {
  const node = hasIcon(name) ? iconNodes()[name] : undefined;
  if (!node) throw new Error(`No icon named ${name} in lucide-static`);
  return node
    .map(([tag, attributes]) => `<${tag} ${Object.entries(attributes).map(([key, value]) => `${key}="${value}"`).join(' ')}/>`)
    .join('');
}

/** A decorative inline icon drawn in the text colour (currentColor), hidden from screen readers. */
export function inlineIconSvg(name: string, className: string): string {
  return `<svg class="${className}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${iconElements(name)}</svg>`;
}
