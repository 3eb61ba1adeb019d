import type { ButtonHTMLAttributes } from 'react';

// Each variant and size sets its colours and box in full: an extra class must never restate a colour or a
// padding, because two Tailwind utilities for one property are ordered by the stylesheet, not by the class list.
const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-500/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** The main call to action on a dark brand background. */
  accent: 'bg-amber-300 text-brand-900 hover:bg-amber-200',
  /** A white button on a brand-coloured background. */
  inverse: 'bg-white text-brand-700 hover:bg-indigo-50',
  /** A see-through outlined button on a dark background. */
  outlineInverse: 'border border-white/40 bg-white/10 text-white hover:bg-white/20',
} as const;

const sizes = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-7 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button, for links that look like one; `extra` is for layout (margins, width), not colours. */
export const buttonClass = (variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md') =>
  `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed ${sizes[size]} ${variants[variant]} ${extra}`;

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, className, size)} {...props} />;
}
