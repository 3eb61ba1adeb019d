import type { DnsRecord, DomainBinding } from '@sitecraft/shared/domains';
import { useId, useRef } from 'react';
import { CopyButton } from './copy-button.tsx';
import { useOwnDomainTexts } from './own-domain-texts.ts';
import { RecordValue } from './record-value.tsx';

/** The records the customer sets at their DNS host, one after another, every name and value with its Copy button. */
export function RecordsToSet({ binding }: { binding: DomainBinding }) {
  const ownDomainTexts = useOwnDomainTexts();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {ownDomainTexts.recordsTitle}
      </h3>
      <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
        {binding.records.map((record) => (
          <li key={`${record.type} ${record.name} ${record.value}`} className="flex flex-col gap-2 py-2">
            <RecordFields record={record} />
            {record.type === 'ALIAS' && binding.root_pointing === 'alias_or_redirect' && <p className="text-xs text-slate-600">{ownDomainTexts.aliasOrRedirect(binding.display)}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

// Each value gets the panel's whole width (the panel is narrow even on a wide screen, one card of three): its label
// and Copy button sit on the line above it.
function RecordFields({ record }: { record: DnsRecord }) {
  const ownDomainTexts = useOwnDomainTexts();
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex items-baseline gap-2">
        <dt className="text-slate-500">{ownDomainTexts.type}</dt>
        <dd className="font-mono text-xs font-semibold text-slate-900">{ownDomainTexts.typeLabel(record.type)}</dd>
      </div>
      <CopyableField field={ownDomainTexts.name} value={record.name} record={record} />
      <CopyableField field={ownDomainTexts.value} value={record.value} record={record} />
    </dl>
  );
}

function CopyableField({ field, value, record }: { field: string; value: string; record: DnsRecord }) {
  const ownDomainTexts = useOwnDomainTexts();
  const valueRef = useRef<HTMLElement>(null);
  return (
    <div className="flex flex-col gap-1">
      <dt className="flex items-center justify-between gap-2 text-slate-500">
        {field}
        <CopyButton value={value} field={field} about={ownDomainTexts.copyWhat(field, record)} valueRef={valueRef} />
      </dt>
      <dd className="flex min-w-0">
        <RecordValue value={value} valueRef={valueRef} />
      </dd>
    </div>
  );
}
