import type { publishTemplatePreviewsResponseSchema} from '@sitecraft/shared/admin';
import { type PublishTemplatePreviewsRequest } from '@sitecraft/shared/admin';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import { apiRequest, describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import type { ScreenshotResult } from './screenshot-runner.ts';
import { useScreenshotTexts } from './screenshot-texts.ts';

type PublishResponse = z.infer<typeof publishTemplatePreviewsResponseSchema>;

/** Publishes the successful captures as the gallery's preview images, in one call (admins only, checked by the server). */
export function PublishPreviews({ results, disabled }: { results: readonly ScreenshotResult[]; disabled: boolean }) {
  const screenshotTexts = useScreenshotTexts();
  const images = results.flatMap((result) => (result.success && result.dataURL ? [{ template: result.template, dataURL: result.dataURL }] : []));
  const publish = useMutation({
    mutationFn: (body: PublishTemplatePreviewsRequest) => apiRequest<PublishResponse>('/admin/template-previews', { method: 'POST', body }),
  });

  return (
    <div className="flex flex-col gap-2">
      <Button variant="primary" disabled={disabled || images.length === 0 || publish.isPending} onClick={() => publish.mutate({ images })} title={screenshotTexts.publishHint}>
        {publish.isPending ? screenshotTexts.publishing : screenshotTexts.publish}
      </Button>
      {publish.isSuccess && (
        <Alert tone="success">
          {publish.data.message}{' '}
          <Link to="/landing#templates" className="font-semibold underline">
            {screenshotTexts.openGallery}
          </Link>
        </Alert>
      )}
      {publish.isError && <Alert tone="error">{describeApiError(publish.error, { fallback: screenshotTexts.publishFailed, noAnswer: screenshotTexts.publishNoAnswer })}</Alert>}
    </div>
  );
}
