// Imports nothing, so that main.ts can check the version before it loads any dependency.

/** The Node.js versions the product runs on; the root package.json's "engines" says the same. */
export const SUPPORTED_NODE_RANGE = '^20.19.0 || ^22.16.0 || >=24.0.0';
export const SUPPORTED_NODE_TEXT = 'Node.js 20 (20.19 or newer), 22 (22.16 or newer), or 24 and later';

/** The oldest minor version of each supported release line below 24. */
const lineMinimums: Readonly<Record<number, number>> = { 20: 19, 22: 16 };

/**
 * Why this Node.js version (as in process.versions.node, with or without a leading "v") cannot run the product, or
 * undefined when it can. Vite 8 and html-validate 10 need 20.19 / 22.16; odd release lines are not supported.
 */
export function nodeVersionProblem(version: string): string | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return `Cannot read the Node.js version "${version}". SiteCraft needs ${SUPPORTED_NODE_TEXT}.`;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (major >= 24) return undefined;
  const minimum = lineMinimums[major];
  if (minimum !== undefined && minor >= minimum) return undefined;
  return `Node.js ${version.replace(/^v?/, 'v')} is not supported: SiteCraft needs ${SUPPORTED_NODE_TEXT}. Install a supported version (for example the current Node.js 22 LTS) and run the command again.`;
}
