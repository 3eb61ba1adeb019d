import { checkDomain, splitDomains } from '@sitecraft/shared/generation';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { describeApiError } from '../../../shared/api/api-client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import type { WizardRequest } from '../generation-client/index.ts';
import { usePublishResult } from './use-publish-result.ts';

interface ResultActionsProps {
  trackId: string;
  request: WizardRequest;
  /** The result was taken to the editor or published: the builder does not offer it in its dialog again. */
  onTaken(): void;
}

/** The sites a request makes, by the domain each is kept under. */
export function hostsOf(request: WizardRequest): string[] {
  return splitDomains(request.domain_name).flatMap((domain) => {
    const check = checkDomain(domain);
    return check.ok ? [check.host] : [];
  });
}

/**
 * Edit and Publish beside a finished site's Download: Edit opens the site editor, Publish puts the site online and
 * shows its address at once. A generation of several sites leads to My sites, where each has its own. A site made
 * without editing has no Edit, a PHP site no Publish (it needs a PHP host).
 */
export function ResultActions({ trackId, request, onTaken }: ResultActionsProps) {
  const texts = useBuilderTexts();
  const publish = usePublishResult(trackId);
  const address = useRef<HTMLAnchorElement>(null);
  // The Publish button goes once it has done its work; focus moves to what it made instead of being lost.
  useEffect(() => {
    if (publish.data) address.current?.focus();
  }, [publish.data]);
  const hosts = hostsOf(request);
  const editable = request.edit_after_generation !== 'false';
  const publishable = request.file_extension !== 'PHP';
  if (!editable && !publishable) return null;
  const [host] = hosts;
  if (hosts.length !== 1 || !host) {
    return (
      <Link to="/sites" onClick={onTaken} className={buttonClass('secondary', 'w-full')}>
        {texts.editOrPublishAll}
      </Link>
    );
  }

  const publication = publish.data;
  const forSite = <span className="sr-only">{texts.forSite(host)}</span>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row">
        {editable && (
          <Link to={`/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(host)}`} onClick={onTaken} className={buttonClass('secondary', 'flex-1')}>
            <span aria-hidden="true">✎</span> {texts.editSite}
            {forSite}
          </Link>
        )}
        {publishable && !publication && (
          <Button
            variant="secondary"
            className="flex-1"
            disabled={publish.isPending}
            onClick={() => {
              onTaken();
              publish.mutate(host);
            }}
          >
            <span aria-hidden="true">🌐</span> {publish.isPending ? texts.publishing : texts.publishSite}
            {forSite}
          </Button>
        )}
      </div>
      <p role="status" className="break-all text-sm text-slate-700 empty:hidden">
        {publication && (
          <>
            {texts.publishedAt}{' '}
            <a ref={address} href={publication.url} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline hover:text-brand-800">
              {publication.url}
            </a>
          </>
        )}
      </p>
      {publish.error && <Alert tone="error">{texts.publishFailed(describeApiError(publish.error, { fallback: texts.actionFailed, noAnswer: texts.noAnswer }))}</Alert>}
    </div>
  );
}
