import type { BlogIndex } from '../ai/provider.ts';
import type { BlogPost } from '../content/schema.ts';
import { fill } from './slots.ts';

interface ArticlePlan {
  title: string;
  description: string;
  excerpt: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

const articles: readonly ArticlePlan[] = [
  {
    title: 'How to choose {kw0}: a practical guide',
    description: 'A practical guide from {brand} on choosing {kw0}: what to look for, which questions to ask and how to avoid paying for things you do not need.',
    excerpt: 'Choosing {kw0} is easier than it looks once you know what really matters. Here is the checklist we share with our own {audience}.',
    sections: [
      {
        heading: 'Start with what you actually need',
        paragraphs: [
          'Before comparing offers, write down in two or three sentences what you want to achieve. It sounds obvious, yet most disappointments with {kw0} begin with a goal that was never said out loud. A clear goal makes every later decision faster.',
          'Think about timing and budget as well. A realistic frame helps any {noun} suggest the right option instead of the most expensive one, and it protects you from offers that look generous but do not fit.',
        ],
      },
      {
        heading: 'How to recognise good {kw0}',
        paragraphs: [
          'Good work in this field has a few things in common: {quality0}, {quality1} and people who explain what they do. If a provider cannot tell you in plain words what you will get, take it as a warning sign.',
          'Ask to see examples and ask how problems are handled when they happen. Every {noun} runs into surprises sometimes; the good ones tell you early and already have a solution in mind.',
        ],
      },
      {
        heading: 'Questions worth asking before you decide',
        paragraphs: [
          'Who will do the work, and who do I call if something goes wrong? What exactly is included in the price? How long will it take, and what happens if it takes longer? Honest answers to these questions say more than any advertisement.',
          'Finally, trust your impression of the conversation itself. If you felt listened to and nobody rushed you, that is usually how the rest of the cooperation will feel.',
        ],
      },
      {
        heading: 'How {brand} can help',
        paragraphs: [
          'At {brand} we are happy to go through these questions with you, even if you are only comparing options. We will tell you honestly whether {product0} or {service0} makes sense for you, or whether something simpler will do.',
        ],
      },
    ],
  },
  {
    title: 'Common mistakes with {kw1} and how to avoid them',
    description: 'The mistakes {brand} sees most often with {kw1}, why they happen and the simple habits that help you avoid them, explained by our team.',
    excerpt: 'Most problems with {kw1} come from a handful of avoidable mistakes. We describe the ones we see most often and what to do instead.',
    sections: [
      {
        heading: 'Deciding on price alone',
        paragraphs: [
          'The cheapest offer is tempting, but with {kw1} the real cost often appears later: in corrections, delays or a result that has to be redone. Compare what is included, not just the final figure.',
          'A fair price is one that is named in advance and stays the same. That is why we always put ours in writing before any work begins.',
        ],
      },
      {
        heading: 'Leaving the details for later',
        paragraphs: [
          'Small details decide whether {audience} are happy with the result. Colours, sizes, dates, the exact wording: agree on them early, and write them down.',
          'It takes ten extra minutes at the start and saves days at the end. We keep a short checklist for every order of {product1} for exactly this reason.',
        ],
      },
      {
        heading: 'Not asking for help soon enough',
        paragraphs: [
          'Many people try to solve everything on their own and call a specialist only when things have gone wrong. An early question is almost always cheaper than a late repair.',
          'If you are unsure about {kw1}, ask. A five-minute conversation with someone who does this every day can spare you a lot of trouble.',
        ],
      },
    ],
  },
  {
    title: 'Behind the scenes: how {brand} works on {kw2}',
    description: 'A look behind the scenes at {brand}: how our team plans, prepares and delivers {kw2}, and what {audience} can expect when they work with us.',
    excerpt: 'What happens between your first message and the finished result? A short tour of how we work on {kw2} at {brand}.',
    sections: [
      {
        heading: 'It starts with listening',
        paragraphs: [
          'Every project at {brand} begins with a conversation. We ask about your goals, your timing and your worries, and we take notes. Only then do we suggest what to do.',
          'This first step is free and without obligation. Sometimes the most useful answer we can give is that you need less than you thought.',
        ],
      },
      {
        heading: 'Preparation is half the result',
        paragraphs: [
          'Once the plan is agreed, we prepare carefully: materials, people, dates. {Quality0} is something you build in advance, not something you hope for on the day.',
          'We also decide who is responsible for what, so that you always have one person to talk to, and that person always knows the answer.',
        ],
      },
      {
        heading: 'Delivery and what comes after',
        paragraphs: [
          'When the work on {kw2} is done, we check it together with you. If something is not right, we fix it; that is part of the job, not a favour.',
          'Many of our {audience} stay with us for years. We think that is the best measure of {quality1}, and the reason we keep improving the way we work.',
        ],
      },
    ],
  },
];

/** One blog article in English, composed from the answers. */
export function composeEnglishBlog(index: BlogIndex, slots: Record<string, string>): BlogPost {
  const plan = articles[index] as ArticlePlan;
  const f = (template: string) => fill(template, slots);
  return {
    title: f(plan.title),
    description: f(plan.description),
    excerpt: f(plan.excerpt),
    sections: plan.sections.map((section) => ({ heading: f(section.heading), paragraphs: section.paragraphs.map(f) })),
  };
}
