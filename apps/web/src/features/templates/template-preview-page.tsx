import { findTemplate, templateCategories } from '@sitecraft/shared/templates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { rememberChosenTemplate } from '../../shared/session/chosen-template.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';

async function checkTemplateLoads(fileName: string): Promise<true> {
  const response = await fetch(`/examples/${encodeURIComponent(fileName)}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return true;
}

function NotFound({ name }: { name: string }) {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  return (
    <main role="alert" className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('notFound')}
        {name}
      </h1>
      <Button variant="secondary" onClick={() => navigate('/landing#templates')}>
        {t('back')}
      </Button>
    </main>
  );
}

/**
 * A gallery template in a sandboxed frame. Only catalogue names are loaded; scripts may run in the frame but it
 * never shares our origin (allow-scripts without allow-same-origin), so it cannot read the session.
 */
export function TemplatePreviewPage() {
  const { t } = useTranslation(['templates', 'landing']);
  const { templateName = '' } = useParams();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const template = findTemplate(templateName);
  const load = useQuery({ queryKey: ['template', templateName], queryFn: () => checkTemplateLoads(templateName), enabled: Boolean(template), retry: false });

  if (!template || load.isError) return <NotFound name={templateName} />;
  const src = `/examples/${encodeURIComponent(template.fileName)}`;

  return (
    <main className="flex flex-1 flex-col">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex items-center gap-3">
            <Link to="/landing#templates" className={buttonClass('ghost', 'px-3')}>
              ← {t('backToTemplates')}
            </Link>
            <div>
              <h1 className="text-lg font-bold leading-tight">{template.title}</h1>
              <p className="text-sm" style={{ color: templateCategories[template.category] }}>
                {t(`landing:categories.${template.category}`)}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={src} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
              {t('openInNewTab')}
            </a>
            <Button
              onClick={() => {
                if (!isLoggedIn) rememberChosenTemplate(template.fileName);
                void navigate('/builder', { state: { baseTemplate: template.fileName } });
              }}
            >
              {t('createBased')}
            </Button>
          </div>
        </div>
      </div>
      {load.isPending ? (
        <div className="flex flex-1 items-center justify-center p-10">
          <Spinner label={t('loading')} />
        </div>
      ) : (
        <iframe title={t('previewTitle', { title: template.title })} src={src} sandbox="allow-scripts" className="min-h-[75vh] w-full flex-1 border-0 bg-white" />
      )}
    </main>
  );
}
