import type { DnsRecord, DomainCheckResponse } from '@sitecraft/shared/domains';
import { ownDomainTexts } from './own-domain-texts.ts';

const tableClass = 'w-full border-collapse text-left text-sm';
// A narrow screen scrolls a wide table sideways: the region takes focus so a keyboard can scroll it too.
const scrollClass = 'overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600';
const cellClass = 'border-b border-slate-200 px-2 py-1.5 align-top';
const headClass = `${cellClass} font-semibold text-slate-700`;
const valueClass = `${cellClass} break-all font-mono text-xs text-slate-900`;

/** The records the customer sets at their DNS host, as a table to copy from. */
export function RecordsToSet({ records }: { records: DnsRecord[] }) {
  return (
    <div className={scrollClass} tabIndex={0} role="region" aria-label={ownDomainTexts.recordsTitle}>
      <table className={tableClass}>
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{ownDomainTexts.recordsTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              {ownDomainTexts.type}
            </th>
            <th scope="col" className={headClass}>
              {ownDomainTexts.name}
            </th>
            <th scope="col" className={headClass}>
              {ownDomainTexts.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name} ${record.value}`}>
              <td className={cellClass}>{record.type}</td>
              <td className={valueClass}>{record.name}</td>
              <td className={valueClass}>{record.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat('en', { timeStyle: 'medium' });

/** What "Check now" found against what it expects, and the hints to fix what is wrong. */
export function CheckResults({ result }: { result: DomainCheckResponse }) {
  const done = result.txt_ok && result.pointed && result.hints.length === 0;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {ownDomainTexts.checkedAt(timeFormat.format(result.checked_at))} {done && <strong className="font-semibold text-emerald-800">{ownDomainTexts.allGood}</strong>}
      </p>
      {result.hints.length > 0 && (
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-amber-900">
          {result.hints.map((hint) => (
            <li key={hint.code}>{hint.message}</li>
          ))}
        </ul>
      )}
      {result.findings.length > 0 && (
        <div className={scrollClass} tabIndex={0} role="region" aria-label={ownDomainTexts.resultsTitle}>
          <table className={tableClass}>
            <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{ownDomainTexts.resultsTitle}</caption>
            <thead>
              <tr>
                {[ownDomainTexts.name, ownDomainTexts.type, ownDomainTexts.expected, ownDomainTexts.found, ownDomainTexts.result].map((label) => (
                  <th key={label} scope="col" className={headClass}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.findings.map((finding) => (
                <tr key={`${finding.type} ${finding.name}`}>
                  <td className={valueClass}>{finding.name}</td>
                  <td className={cellClass}>{finding.type}</td>
                  <td className={valueClass}>{finding.expected.join(', ') || ownDomainTexts.anyValue}</td>
                  <td className={valueClass}>{finding.found.join(', ') || ownDomainTexts.nothing}</td>
                  <td className={`${cellClass} font-semibold ${finding.ok ? 'text-emerald-800' : 'text-red-700'}`}>{finding.ok ? ownDomainTexts.ok : ownDomainTexts.wrong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
