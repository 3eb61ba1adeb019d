// Every `zod` import of the web build resolves to this module (vite.config.ts). Zod compiles fast parsers with
// `new Function` unless told not to, and probes for it first; our CSP forbids eval, so each page with a form logged a
// CSP violation. Without the compiled parsers, validation of our small forms is just as quick.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
