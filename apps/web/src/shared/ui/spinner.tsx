export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 ${className}`}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600" />
      {label && <span>{label}</span>}
    </span>
  );
}
