import { numberPattern } from './numbers.ts';
import { words, type ClaimRule } from './rule.ts';

const num = `(?:${numberPattern('en')}|a|an)`;
const many = `(?:${numberPattern('en', true)}|hundreds|thousands|dozens|a dozen|a hundred|a thousand)`;
const span = '(?:working |business |full )?(?:minutes?|mins?|hours?|hrs?|h|days?|weeks?|months?)';
// A time: "two days", "one to two working days", "a few days", "the first week".
const amount = `(?:${num}(?:\\s*(?:[-–]|to|or)\\s*${num})?|a few|a couple of|several)`;
const within = `(?:(?:within|in under|in less than|in just|in as little as|in|inside)\\s+${amount}(?:[-–]\\d+)?\\s+${span}|within\\s+(?:minutes|hours|days|the first(?: few)?\\s+${span}))`;

// The people and things a business counts to look big or careful: "500 happy clients", "no more than four dogs", "4 clear steps".
const counted =
  'clients?|customers?|famil(?:y|ies)|patients?|students?|pupils?|learners?|guests?|couples?|companies|businesses|brands|projects?|weddings?|events?|' +
  'orders?|dogs?|cats?|pets?|puppies|animals|children|kids|members?|players?|homes|houses|cars|vehicles|steps?|stages?|specialists?|experts?|staff|' +
  'employees|engineers?|designers?|developers?|lawyers?|solicitors?|accountants?|advis[eo]rs?|trainers?|coaches|teachers?|tutors?|instructors?|' +
  'photographers?|chefs?|bakers?|dentists?|doctors?|vets?|nurses?|groomers?|walkers?|stylists?|barbers?|masters?|people|reviews?|stars?|locations?|' +
  'branches|offices|stores|shops|countries|cities|destinations|deals|properties|installations|repairs|jobs|sites|apps|users|downloads|subscribers|' +
  'readers|followers|fans|tournaments?|titles|trophies|wins|awards?|partners?|suppliers|graduates|clinics|participants|attendees|volunteers|donors|beneficiaries';

/** The claims catalogue in English. */
export const englishRules: readonly ClaimRule[] = [
  {
    kind: 'response_time',
    pattern: words(`(?:reply|replies|replied|respond|responds|response|answer|answers|answered|get back|gets back|call (?:you )?back|ring (?:you )?back|hear (?:back )?from us|confirm|confirms|confirmation|quote)[^.!?]{0,40}?${within}`),
  },
  { kind: 'response_time', pattern: words(`within\\s+${num}\\s+(?:working|business)\\s+days?`) },
  { kind: 'response_time', pattern: words('(?:24|48)\\s?(?:h|hrs)') },
  { kind: 'response_time', pattern: words('(?:reply|replies|respond|answer|answers|answered|call back|calls are returned|quote|response)[^.!?]{0,60}(?:on )?the same day') },
  {
    kind: 'turnaround',
    pattern: words(
      `(?:deliver~|dispatch~|ship~|leave~|sent|parcels?|orders?|turnaround|turn around|ready|done|arrives?|arrival|install~|fix~|repair~|complet~|finish~|prepar~|print~|receive~|preview|estimate|proposal|back to you|at your door|on your (?:door|table|plate)|in your hands)[^.!?]{0,40}?${within}`,
    ),
    // Advice on what a reader does with what they bought ("a loaf you will not finish within a few days").
    unless: /\byou (?:will |can |won[’']t |will not )?(?:not )?(?:finish|use|eat|drink)\b/i,
  },
  // "Within a week you receive a proposal": the time put first.
  { kind: 'turnaround', pattern: words(`within\\s+${amount}\\s+${span},?\\s+(?:you|we|your)`) },
  { kind: 'turnaround', pattern: words(`${num}[- ]hour (?:arrival )?window`) },
  { kind: 'turnaround', pattern: words('(?:same|next)-day|same or next day|(?:express|overnight) (?:delivery|service|shipping)'), keys: (text) => sameDayKeys(text) },
  {
    kind: 'turnaround',
    pattern: words('(?:seen|finished|done|ready|delivered|collected|collect it|fixed|repaired|treated|dispatched|sent|handover|returned|approval (?:usually )?comes|decision (?:often |usually )?comes|courier|help with|hear about it)[^.!?]{0,30}?(?:on )?the (?:same|next) (?:working |business )?day'),
    keys: (text) => sameDayKeys(text.replace(/the same (?:working |business )?day/i, 'same-day').replace(/the next (?:working |business )?day/i, 'next-day')),
  },
  { kind: 'guarantee', pattern: words('guarantee~|guaranty|warrant(?:y|ies)|money[- ]back|no[- ]win,? no[- ]fee|we promise|our promise|promise (?:you|that)'), unless: /no guarantee|cannot guarantee|can't guarantee|can’t guarantee|no one can|nobody can|guarantee of nothing/i },
  {
    kind: 'deposit',
    pattern: words('deposits?|pre-?pay(?:ment|ments|id)?|pay(?:ment)? in advance|advance payment|down[- ]payment|pay~(?: [\\p{L}-]+){0,3} up[- ]?front|up[- ]?front (?:payment|fee|deposit)s?|booking fee|(?:non-)?refundable|cancellation (?:fee|charge|policy|terms)|free cancellation'),
    unless: /(?:term|bank|fixed|savings|time|cash)\s+deposits?|deposits?\s+(?:accounts?|rates?|insurance|interest|box)|interest on (?:your )?deposits?/i,
  },
  { kind: 'years', pattern: words('(?:since|est\\.?|established|founded|opened|started|set up|trading since|in business since)(?: in)?\\s+(?:19|20)\\d\\d') },
  { kind: 'years', pattern: words(`${many}\\+?\\s+years?(?:'|’)?\\s+(?:of\\s+)?(?:experience|expertise|in business|in the (?:trade|business|industry|field|kitchen)|of (?:practice|work|service|serving|teaching|baking|history))`) },
  { kind: 'years', pattern: words(`(?:we(?:'ve|’ve| have) been|trading|working|serving|baking|teaching|practi[cs]ing|in business)[^.!?]{0,30}?for\\s+(?:over\\s+|more than\\s+|almost\\s+|nearly\\s+)?(?:${many}\\s+years|(?:a|${many})\\s+decades?)`) },
  { kind: 'years', pattern: words(`years of (?:experience|expertise|practice)|decades of (?:experience|expertise|practice|work)|${num}[- ]years?[- ](?:old|long) (?:business|company|tradition|history)|(?:second|third|fourth|fifth)[- ]generation`) },
  {
    kind: 'count',
    pattern: words(`(?:over |more than |up to |no more than |at most |maximum of |max\\.? |just |only )?${many}(?:\\s+(?!(?:with|of|for|to|in|on|at|by|and|or|per|a|an|the|from|than)\\s)[\\p{L}-]+){0,2}?\\s+(?:${counted})`),
    unless: /(?:for|serves|feeds|sleeps|space for|room for) (?:\d+|[a-z]+)(?:[-–]\d+| to (?:\d+|[a-z]+))? (?:people|guests|adults|children)/i,
  },
  { kind: 'count', pattern: words(`(?:groups?|classes|teams?|sessions?) of (?:up to |no more than |at most |maximum )?${numberPattern('en')}`) },
  { kind: 'count', pattern: /\d+(?:[.,]\d+)?\s?%\s+(?:of\s+)?(?:our\s+)?(?:clients|customers|patients|students|guests|couples|satisf\p{L}*|success|pass\p{L}*|recommend\p{L}*|return\p{L}*|repeat|positive|on[- ]time)/giu },
  { kind: 'count', pattern: words('(?:satisfaction|success|pass|retention|approval|win) rate|rated \\d(?:[.,]\\d)?|\\d(?:[.,]\\d)?\\s?(?:/|out of)\\s?5|\\d(?:[.,]\\d)?[- ]stars?') },
  {
    kind: 'free',
    pattern: words('(?<![-‑])free(?! ?[-‑])|for free|free of charge|at no (?:extra |additional )?(?:cost|charge)|no charge|complimentary|on the house'),
    unless: /feel free|free (?:to|times?|rein|hand|spirit|will|speech|from|slots?|places?|spaces?|dates?|days?|evenings?|weekends?|afternoons?|mornings?|hours|chairs?|tables?|seats?|spots?|weights|edge)\b|(?:slots?|time|chairs?|tables?|places?)\s+free|(?:set|break|breaks|broke|run|runs|roam|roams)\s+free|free of (?!charge)/i,
    keys: (text, after) => [`free:${freeTopic(`${text}${after}`)}`],
  },
  {
    kind: 'superlative',
    pattern: words(
      'best[- ]sell~|(?:the|our) best(?! (?:way|ways|time|times|thing|things|option|options|approach|part|results?|fit|choice|advice|to|for you|of|is|are|we can|you can|possible|if|when|with))|best (?:prices?|quality|service|value|rates?|deals?)|best(?: [\\p{L}-]+)? in (?:town|the (?:city|area|country|region|business|industry|world))|number one|no\\. ?1|#\\s?1|№\\s?1|(?:the|a|our) leading|top[- ]rated|top[- ]quality|unbeatable|unrivall?ed|unmatched|unparall?eled|world[- ]class|finest|most (?:trusted|popular|experienced|reliable|loved|recommended)(?! (?:way|ways|method|option|home method))|lowest prices?|cheapest(?! way)|second to none|better than (?:any|anyone|the rest|others)|premier|industry[- ]leading|market[- ]leading',
    ),
    keys: (text) => [`superlative:${text.toLocaleLowerCase().replace(/^(?:the|our|a)\s+/u, '').split(/[\s-]+/u)[0] ?? ''}`],
  },
  {
    kind: 'certification',
    pattern: words(
      '(?:fully|properly|we are|we’re|we\'re|are all|all|each|every one)\\s+(?:licensed|insured|certified|accredited|registered|qualified|vetted|bonded|DBS[- ]checked|background[- ]checked|trained and insured)|(?:certified|licensed|accredited|chartered|qualified|registered|award[- ]winning)\\s+(?:[\\p{L}-]+\\s+)?(?:specialists?|professionals?|technicians?|engineers?|electricians?|plumbers?|accountants?|trainers?|instructors?|teachers?|tutors?|groomers?|staff|team|members?|vets?|dentists?|doctors?|lawyers?|solicitors?|planners?|agents?|advis[eo]rs?|nurses?|masters?|therapists?|coaches|stylists?|builders?|installers?|experts?|partners?|photographers?|chefs?|pentesters?)|(?:we have|we carry|covered by|backed by)\\s+(?:[\\p{L}-]+\\s+){0,3}insurance|award[- ]winning|(?:won|winning|winners? of|received|holds?) (?:an? |the |several |many )?(?:awards?|prizes?)|prize[- ]winning|accolades?|(?:gas safe|niceic|crest|oscp|cisa|cissp|cpa|acca|fca)[- ](?:registered|certified|accredited|member|approved)',
    ),
    unless: /gift certificates?|award (?:ceremon|night|show)/i,
    keys: (text) => [`certification:${/insur/i.test(text) ? 'insured' : /licen/i.test(text) ? 'licensed' : /award|prize|accolade/i.test(text) ? 'award' : 'certified'}`],
  },
  { kind: 'policy', pattern: words('we(?:\'ll|’ll|\'d|’d| will| would| do| can)?\\s+(?:always|never)') },
  // Returns, notice, cancellation charges and minimums: terms only the owner sets.
  {
    kind: 'policy',
    pattern: words(
      `(?:returns?|returned|exchanges?|exchanged|refunds?|refunded|send (?:it|them) back|bring or send)[^.!?]{0,60}?within\\s+${amount}\\s+${span}|within\\s+${amount}\\s+${span}[^.!?]{0,40}?(?:returns?|exchanges?|refunds?)|(?:tell|let) us(?: know)? within\\s+${amount}\\s+${span}`,
    ),
  },
  {
    kind: 'policy',
    pattern: words(
      `(?:at least\\s+)?${amount}\\s+${span}(?:'s|’s|'|’)?\\s+notice|notice to cancel|late cancellations?|(?:cancel~|rearrange~|reschedul~)[^.!?]{0,40}?(?:up to|at least|no later than)\\s+${amount}\\s+${span}|(?:missed|cancelled later|late)[^.!?]{0,40}?(?:are|is|may be|will be|get) charged|(?:no )?minimum term|keep (?:it|them|your [\\p{L}-]+) aside(?: for you)? for\\s+${amount}\\s+${span}|(?:fee|commission|charge)s? of (?:around |about |just |only )?\\d+(?:[.,]\\d+)?\\s?(?:%|per ?cent)|minimum of\\s+${amount}\\s+(?:${span}|nights?|sessions?|lessons?|visits?)|${num}[- ](?:hour|night|day|session|visit)[- ]minimum|minimum (?:stay|order|spend|booking|charge|fee|visit)`,
    ),
  },
  {
    kind: 'policy',
    pattern: words(
      '(?:after|at|on)\\s+(?:every|each)\\s+(?:single\\s+)?(?:visit|walk|groom|session|lesson|order|stay|appointment|class|delivery|job|project|meeting|treatment|service|repair|booking|purchase|event|trip|shoot|wedding|heating job|call-out)|with (?:every|each) (?:order|delivery|purchase|booking)|(?:informed|updated|in the loop|hear from us|updates?)\\s+(?:at|on|after)\\s+(?:every|each)\\s+(?:stage|step)',
    ),
  },
  { kind: 'policy', pattern: words('every (?:single )?(?:message|enquiry|inquiry|email|call|request|question)|(?:each|every) (?:client|customer|guest|patient|student|couple|family|pet|dog|order|request) (?:gets|receives|is given|has (?:their|its|a|an) own)') },
  { kind: 'policy', pattern: words('(?:photos?|pictures?|updates?|reports?)[^.!?]{0,25}every (?:time|visit|day|walk|stay|session)') },
  {
    kind: 'policy',
    pattern: words(
      'without exception|no hidden (?:fees|costs|charges|extras|payments)|nothing (?:is )?hidden|no small print|no surprises|on time,? every time|never late|always on time|the same (?:faces?|carers?|walkers?|groomers?|person|people|team|manager|specialist|trainers?|teachers?|tutors?|stylists?|photographers?|dentists?|doctors?|lawyers?|accountants?|planners?|agents?|cleaners?) (?:every|each|from|who|look|stays|will|on)|dedicated (?:account )?manager|personal manager|(?:one|a single|your own|a named|one named) (?:named )?(?:accountant|lawyer|solicitor|trainer|coach|tutor|manager|specialist|contact|planner|carer|cleaner|agent|adviser|advisor) (?:from start to finish|start to finish|for the whole|who (?:knows|stays|handles|runs|looks|keeps))|one named [\\p{L}]+|(?:one|a single) (?:dog|client|pet|customer|couple|family|project|wedding|event|patient|guest|order) at a time',
    ),
  },
  {
    kind: 'review',
    pattern: words(
      '(?:our |happy |many )?(?:clients|customers|guests|patients|parents|couples|students|members|owners|diners|readers|players) (?:say|said|tell us|call us|describe us|love us|rave|rate us|recommend us)|as one (?:client|customer|guest|patient|parent|bride|owner|reader|member) (?:put it|said|told us|says|wrote)|(?:five|5)[- ]star reviews?|reviews? (?:on|from) (?:google|trustpilot|yelp|tripadvisor|facebook)',
    ),
    keys: () => ['review:'],
  },
  {
    kind: 'hours',
    pattern: words(
      'open (?:on )?(?:weekends|saturdays?|sundays?|every day|daily|seven days|7 days|late|early|until|till|from \\d|24|round|around|all (?:day|week|year)|evenings?)|(?:slots?|appointments?)[^.!?]{0,30}?every day|24/7|(?:round|around)[- ]the[- ]clock|24 hours a day|(?:seven|7) days a week|weekend (?:appointments?|slots?|classes|opening|visits?|hours|collections?)|(?:appointments?|sessions?|classes|lessons?|collections?|visits?|slots?|we work|we are open|we’re open|available)[^.!?]{0,40}?(?:evenings?,? and |on |at )(?:weekends|saturdays?|sundays?)',
    ),
    keys: (text) => hourKeys(text),
  },
];

/** What a same-day claim promises: "same or next day" both. */
function sameDayKeys(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const keys = [...(lower.includes('same') ? ['turnaround:same-day'] : []), ...(lower.includes('next') ? ['turnaround:next-day'] : []), ...(/express|overnight/.test(lower) ? ['turnaround:express'] : [])];
  return keys;
}

/** What is free: "free consultation" → "consu"; "free" alone → "". */
function freeTopic(text: string): string {
  const after = /free\s+(\p{L}+)/iu.exec(text)?.[1]?.toLocaleLowerCase();
  return after && !/^(?:of|for|to|with|and|or|at|on|in|the|a|an)$/u.test(after) ? after.slice(0, 5) : '';
}

/** The days an hours claim names ("hours:sat"), "hours:all" for every day, "hours" for a time of day. */
export function hourKeys(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  if (/24\/7|clock|24 hours|seven days|7 days|every day|daily|all (?:day|week|year)|ежедневно|без выходных|круглосуточн|каждый день/u.test(lower)) return ['hours:all'];
  const days = [...(/saturday|weekend|суббот|выходн/u.test(lower) ? ['hours:sat'] : []), ...(/sunday|weekend|воскрес|выходн/u.test(lower) ? ['hours:sun'] : [])];
  return days.length > 0 ? days : ['hours'];
}
