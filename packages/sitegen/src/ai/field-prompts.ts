import { facts } from './prompts.ts';
import type { CopyBrief, FieldRequest } from './provider.ts';

/** One field in a prompt: its key, its limits, its text now and what to do about it. */
function fieldLine(field: FieldRequest): string {
  const limits = field.minLength !== undefined && field.maxLength !== undefined ? `, ${field.minLength} to ${field.maxLength} characters` : '';
  const keyword = field.keyword ? `\n  Put the keyword "${field.keyword}" in it, unchanged, as part of its wording.` : '';
  const problems = field.reasons.length > 0 ? `\n  Problems: ${field.reasons.join('; ')}` : '';
  return `- "${field.key}"${limits}. Now: ${JSON.stringify(field.text)}${problems}${keyword}`;
}

/** Asks for some texts of a site again, each with the exact reason the checks gave. */
export function rewritePrompt(brief: CopyBrief, fields: readonly FieldRequest[], schema: string): string {
  return `TASK: rewrite_fields
Some texts of this business's website did not pass the checks. Write only these ${fields.length} texts again, in ${brief.language.name}: each keeps its place and what it is about ("site." texts are the home, offers, about and contact pages; "article1." to "article3." are the blog articles), and the problems named are gone. Answer with one JSON object whose keys are exactly these keys.
${fields.map(fieldLine).join('\n')}
${facts(brief)}
JSON schema of the answer:
${schema}`;
}

/** Asks for other wording of the texts of one section, nothing else. */
export function rewordPrompt(brief: CopyBrief, page: string, fields: readonly FieldRequest[], schema: string): string {
  return `TASK: reword_section
The owner of this business's website asks for other wording of one section of the ${page} page. Write each of these ${fields.length} texts again in ${brief.language.name}, saying the same things with other words; keep every fact, name, number and keyword as it is. Answer with one JSON object whose keys are exactly these keys.
${fields.map(fieldLine).join('\n')}
${facts(brief)}
JSON schema of the answer:
${schema}`;
}
