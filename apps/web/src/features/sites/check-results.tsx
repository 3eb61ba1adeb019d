import type { DnsFinding, DomainCheckResponse } from '@sitecraft/shared/domains';
import { useId } from 'react';
import { useFormats } from '../../i18n/use-formats.ts';
import { useOwnDomainTexts } from './own-domain-texts.ts';
import { RecordValue } from './record-value.tsx';

/** What "Check now" found against what it expects, and the hints to fix what is wrong. */
export function CheckResults({ result }: { result: DomainCheckResponse }) {
  const ownDomainTexts = useOwnDomainTexts();
  const titleId = useId();
  const done = result.txt_ok && result.pointed && result.hints.length === 0;
  const { time } = useFormats();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {ownDomainTexts.checkedAt(time.format(result.checked_at))} {done && <strong className="font-semibold text-emerald-800">{ownDomainTexts.allGood}</strong>}
      </p>
      {result.hints.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-amber-900">
          {result.hints.map((hint) => (
            <li key={hint.code}>{hint.message}</li>
          ))}
        </ul>
      )}
      {result.findings.length > 0 && (
        <section aria-labelledby={titleId} className="flex flex-col gap-2">
          <h3 id={titleId} className="text-sm font-semibold text-slate-900">
            {ownDomainTexts.resultsTitle}
          </h3>
          <ul aria-labelledby={titleId} className="flex flex-col divide-y divide-slate-200 border-y border-slate-200">
            {result.findings.map((finding) => (
              <li key={`${finding.type} ${finding.name}`} className="flex flex-col gap-1 py-2 text-sm">
                <Finding finding={finding} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

// A card of the panel's width each, as the records to set are: a five-column table did not fit a card.
function Finding({ finding }: { finding: DnsFinding }) {
  const ownDomainTexts = useOwnDomainTexts();
  return (
    <>
      <div className="flex items-center gap-2">
        <span className="font-mono text-xs font-semibold text-slate-900">{finding.type}</span>
        <RecordValue value={finding.name} />
        <span className={`shrink-0 font-semibold ${finding.ok ? 'text-emerald-800' : 'text-red-700'}`}>{finding.ok ? ownDomainTexts.ok : ownDomainTexts.wrong}</span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-2 gap-y-1">
        <dt className="py-1 text-slate-500">{ownDomainTexts.expected}</dt>
        <Values values={finding.expected} none={ownDomainTexts.anyValue} />
        <dt className="py-1 text-slate-500">{ownDomainTexts.found}</dt>
        <Values values={finding.found} none={ownDomainTexts.nothing} />
      </dl>
    </>
  );
}

function Values({ values, none }: { values: string[]; none: string }) {
  if (values.length === 0) return <dd className="py-1 text-slate-600">{none}</dd>;
  return (
    <dd className="flex min-w-0 flex-col gap-1">
      {values.map((value) => (
        <RecordValue key={value} value={value} />
      ))}
    </dd>
  );
}
