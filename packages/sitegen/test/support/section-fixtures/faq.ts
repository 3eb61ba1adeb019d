import type { SectionData } from '../../../src/model/sections.ts';

/** A family dental practice's questions: insurance, emergencies, nerves, children. */
export const faqFixture: SectionData<'faq'> = {
  eyebrow: 'Good to know',
  heading: 'Questions patients ask us',
  lead: 'Straight answers before your first visit. Anything else, just call the front desk.',
  items: [
    {
      question: 'Do you take my dental insurance?',
      answer: 'We are in network with most PPO plans, including Delta Dental, Cigna, MetLife and Guardian. Send us your card details and we will confirm your cover before you visit.',
    },
    {
      question: 'What if I have a dental emergency?',
      answer: 'Call us before 10 am and we will see you the same day. Out of hours, our voicemail gives the on-call dentist’s number.',
    },
    {
      question: 'I’m really anxious about the dentist. Can you help?',
      answer: 'Yes. Tell us when you book. We offer longer appointments, noise-cancelling headphones, a stop signal you control, and gentle sedation if you need it.',
    },
    {
      question: 'From what age should children come?',
      answer: 'From their first tooth, or by their first birthday. Early visits are short, fun and mostly about getting comfortable in the chair.',
    },
    {
      question: 'How long does a check-up take?',
      answer: 'About 45 minutes, including a cleaning with our hygienist. New patients should plan an hour so we can take X-rays and talk through your history.',
    },
  ],
};
