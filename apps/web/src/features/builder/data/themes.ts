/**
 * A choice of steps 1 and 3: `value` is what the request carries (the engine knows each by its English name), `emoji`
 * decorates the tile only; the words shown for it come from the builder catalogue (`themes`, `styles`).
 */
export interface WizardChoice {
  readonly value: string;
  readonly emoji: string;
}

/** The 49 website themes of step 1 (spec section 9: about 49). */
export const websiteThemes: readonly WizardChoice[] = [
  { emoji: '🍽️', value: 'Restaurant' },
  { emoji: '☕', value: 'Coffee Shop' },
  { emoji: '🥐', value: 'Bakery' },
  { emoji: '🍕', value: 'Pizzeria' },
  { emoji: '💪', value: 'Fitness Gym' },
  { emoji: '🏋️', value: 'Personal Trainer' },
  { emoji: '🧘', value: 'Yoga Studio' },
  { emoji: '💇', value: 'Beauty Salon' },
  { emoji: '💅', value: 'Nail Studio' },
  { emoji: '💈', value: 'Barbershop' },
  { emoji: '🏥', value: 'Medical Clinic' },
  { emoji: '🦷', value: 'Dental Clinic' },
  { emoji: '⚖️', value: 'Law Firm' },
  { emoji: '📊', value: 'Accounting' },
  { emoji: '💼', value: 'Consulting' },
  { emoji: '🏦', value: 'Finance & Investment' },
  { emoji: '🛡️', value: 'Insurance' },
  { emoji: '🏠', value: 'Real Estate' },
  { emoji: '🏗️', value: 'Construction' },
  { emoji: '🛋️', value: 'Interior Design' },
  { emoji: '🔧', value: 'Home Repair' },
  { emoji: '🚗', value: 'Auto Service' },
  { emoji: '🚘', value: 'Car Dealership' },
  { emoji: '✈️', value: 'Travel Agency' },
  { emoji: '🏨', value: 'Hotel' },
  { emoji: '🎓', value: 'Online School' },
  { emoji: '📚', value: 'Tutoring' },
  { emoji: '💻', value: 'IT Company' },
  { emoji: '☁️', value: 'SaaS Startup' },
  { emoji: '📱', value: 'Mobile App' },
  { emoji: '🔒', value: 'Cybersecurity' },
  { emoji: '🎮', value: 'Gaming' },
  { emoji: '🕹️', value: 'Esports Team' },
  { emoji: '📷', value: 'Photography' },
  { emoji: '🎨', value: 'Design Studio' },
  { emoji: '🎵', value: 'Music' },
  { emoji: '🛍️', value: 'Online Store' },
  { emoji: '👗', value: 'Fashion Boutique' },
  { emoji: '💍', value: 'Jewelry' },
  { emoji: '🐾', value: 'Pet Care' },
  { emoji: '🩺', value: 'Veterinary Clinic' },
  { emoji: '💒', value: 'Wedding Planning' },
  { emoji: '🎉', value: 'Event Agency' },
  { emoji: '🧹', value: 'Cleaning Service' },
  { emoji: '🚰', value: 'Plumbing' },
  { emoji: '🌱', value: 'Gardening & Landscaping' },
  { emoji: '🚚', value: 'Logistics & Delivery' },
  { emoji: '❤️', value: 'Charity & Nonprofit' },
  { emoji: '📰', value: 'Blog & Media' },
];

/** The named design styles of step 3; the engine knows each by name. */
export const designStyles: readonly WizardChoice[] = [
  { emoji: '💎', value: 'Luxury' },
  { emoji: '🎮', value: 'Gaming' },
  { emoji: '🌆', value: 'Cyberpunk' },
  { emoji: '🚀', value: 'Futuristic' },
];
