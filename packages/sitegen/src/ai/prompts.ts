import type { CopyBrief } from './provider.ts';

/** What the model is told about its job, whatever the task. */
export function systemPrompt(brief: CopyBrief): string {
  return [
    'You write the texts of small-business websites. Answer with one JSON object only, no prose around it, matching the JSON schema given.',
    `Write everything in ${brief.language.name} (language code ${brief.language.code}), in a natural, professional voice that suits the design style "${brief.styleName}"${brief.styleDescription ? ` (${brief.styleDescription})` : ''}.`,
    'Write real, specific paragraphs from the facts given. Never use placeholder text, lorem ipsum, invented prices, invented statistics or invented customer quotes.',
    brief.keywords.length > 0 ? `Use these keywords naturally in titles, headings and body text: ${brief.keywords.join(', ')}.` : '',
    brief.stopWords.length > 0 ? `Never use these words anywhere, in any form of the answer: ${brief.stopWords.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function facts(brief: CopyBrief): string {
  const lines = [
    `Business name: ${brief.brand} (website ${brief.domain})`,
    `Kind of site: ${brief.siteType}`,
    brief.theme ? `Theme: ${brief.theme}` : '',
    brief.description ? `Description from the owner: ${brief.description}` : '',
    brief.country ? `Country: ${brief.country}` : '',
    brief.address ? `Address: ${brief.address}` : '',
    brief.phone ? `Phone: ${brief.phone}` : '',
  ];
  return lines.filter(Boolean).join('\n');
}

export function siteCopyPrompt(brief: CopyBrief, schema: string): string {
  return `TASK: site_copy
Write the texts of the home, products, services, about, contact and blog pages of this business.
${facts(brief)}
The hero title and the home SEO title must contain the first keyword. Products and services are what this business really offers; give 6 products and 4 services.
SEO titles are at most 60 characters; SEO descriptions are 120 to 160 characters.
JSON schema of the answer:
${schema}`;
}

const blogTopics = [
  'a practical guide on how to choose {kw}: what to look for and which questions to ask',
  'the most common mistakes people make with {kw} and how to avoid them',
  'a behind-the-scenes look at how the business works on {kw}',
];

export function blogPrompt(brief: CopyBrief, index: number, schema: string): string {
  const keyword = brief.keywords[index] ?? brief.keywords[0] ?? brief.theme ?? brief.brand;
  const topic = (blogTopics[index] ?? blogTopics[0] ?? '').replace('{kw}', keyword);
  return `TASK: blog_post ${index + 1}
Write blog article ${index + 1} of 3 for this business: ${topic}. Put "${keyword}" in the title. 3 to 4 sections of 2 paragraphs each.
${facts(brief)}
JSON schema of the answer:
${schema}`;
}

export function uiTextPrompt(brief: CopyBrief, english: string, schema: string): string {
  return `TASK: ui_text
Translate these website interface texts from English into ${brief.language.name}. Keep {brand} and {domain} markers as they are. Keep the same JSON keys.
${english}
JSON schema of the answer:
${schema}`;
}
