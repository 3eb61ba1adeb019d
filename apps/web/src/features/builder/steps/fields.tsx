import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useBuilderTexts } from '../builder-texts.ts';

// The border and focus colours come apart from the box, so an invalid control never carries two border colours.
const controlBox = 'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base shadow-xs outline-none transition focus:ring-3';
const controlTone = (invalid: boolean) => (invalid ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100');

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode; error?: string | undefined; ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea with an optional hint and error under it, both tied to it for screen readers. */
export function TextAreaField({ label, hint, error, className = '', ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        rows={6}
        aria-describedby={described || undefined}
        aria-invalid={error ? true : undefined}
        className={`${controlBox} ${controlTone(Boolean(error))} min-h-36 resize-y`}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; ref?: Ref<HTMLSelectElement>; children: ReactNode };

/** A labelled native select: keyboard and screen-reader friendly on every device. */
export function SelectField({ label, className = '', children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <select id={id} className={`${controlBox} ${controlTone(false)} min-h-11 cursor-pointer appearance-none pr-10`} {...select}>
          {children}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-500">
          <path fillRule="evenodd" d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" clipRule="evenodd" />
        </svg>
      </div>
    </div>
  );
}

/** The entries of a comma-separated answer as chips, so the person sees how it is read. */
export function ListPreview({ entries, label }: { entries: readonly string[]; label: string }) {
  const texts = useBuilderTexts();
  if (entries.length === 0) return null;
  return (
    <ul aria-label={texts.entriesOf(label)} className="mt-2 flex flex-wrap gap-1.5">
      {entries.map((entry, index) => (
        <li key={`${index}-${entry}`} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
          {entry}
        </li>
      ))}
    </ul>
  );
}
