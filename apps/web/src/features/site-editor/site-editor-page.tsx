import { useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, describeApiError } from '../../shared/api/api-client.ts';
import { versionFileUrl } from '../../shared/api/site-file-urls.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useOtherWording, usePublishVersion, useRestoreVersion, useSaveVersion, useUploadPicture, useVersionModel, useVersions, versionZipUrl, type SectionEdit } from './editor-api.ts';
import { pagePictureTargets, pageTextTargets, withText, type PictureTarget, type TextTarget } from './editor-model.ts';
import { useEditorTexts, type EditorTexts } from './editor-texts.ts';
import { ActionFeedback } from './action-feedback.tsx';
import { BeforeYouPublish } from '../../shared/site-gaps/before-you-publish.tsx';
import { BusinessPanel } from './business-panel.tsx';
import { useDetailsLink } from './details-link.ts';
import { DesignPanel } from './design-panel.tsx';
import { EditorPreview } from './editor-preview.tsx';
import { apiEdit, noPendingEdits, pendingEditsReducer, pendingList } from './pending-edits.ts';
import { PublishingPanel } from './publishing-panel.tsx';
import { ReplacePictureDialog } from './replace-picture-dialog.tsx';
import { SectionsPanel } from './sections-panel.tsx';
import { TextEditDialog } from './text-edit-dialog.tsx';
import { VersionsPanel } from './versions-panel.tsx';

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });

/** The picture target of the logo: it is replaced in every header at once and saved as soon as it is uploaded. Its
 * path is no JSON pointer, so no picture of a page has it. */
const logoPath = 'logo';
const logoTarget = (texts: EditorTexts): PictureTarget => ({ path: logoPath, file: '', label: texts.logo });

const errorText = (error: unknown, texts: EditorTexts) => describeApiError(error, { fallback: texts.actionFailed, noAnswer: texts.noAnswer });

/** Where the control that started the last action is, so its outcome shows beside it (see ActionFeedback). */
type FeedbackPlace = 'toolbar' | 'details' | 'design' | `section:${number}` | `version:${number}`;

/** /sites/:trackId/:host: one site's pages in a live preview to edit in place, its sections, and its versions. */
export function SiteEditorPage() {
  const editorTexts = useEditorTexts();
  const { trackId = '', host = '' } = useParams();
  const pageSelectId = useId();
  const versions = useVersions(trackId, host);
  const newest = versions.data?.versions[0]?.number;
  const [chosen, setChosen] = useState<number>();
  const viewing = chosen ?? newest;
  const model = useVersionModel(trackId, host, viewing);
  const [place, setPlace] = useState({ edition: 0, page: 0 });
  const [pending, dispatch] = useReducer(pendingEditsReducer, noPendingEdits);
  const [picked, setPicked] = useState<TextTarget>();
  const [pickedPicture, setPickedPicture] = useState<PictureTarget>();
  // The picture dialog open now: an upload that ends after its dialog was cancelled is not used.
  const openPicture = useRef<PictureTarget>(undefined);
  useEffect(() => {
    openPicture.current = pickedPicture;
  }, [pickedPicture]);
  const upload = useUploadPicture(trackId, host);
  const [notice, setNotice] = useState<string>();
  const [feedbackAt, setFeedbackAt] = useState<FeedbackPlace>('toolbar');
  const save = useSaveVersion(trackId, host);
  const restore = useRestoreVersion(trackId, host);
  const publish = usePublishVersion(trackId, host);
  const reword = useOtherWording(trackId, host);
  // The next wording to ask for, per section: each click brings other texts.
  const [wordings, setWordings] = useState<Record<string, number>>({});
  // The version on screen: the one viewed, or the one before while its model is still on its way.
  const shown = model.data?.number;
  const editable = viewing !== undefined && viewing === newest;
  const busy = save.isPending || restore.isPending || publish.isPending || reword.isPending || model.isPlaceholderData;
  useDetailsLink(editable && model.data !== undefined);

  const unsaved = useMemo(() => pendingList(pending), [pending]);
  const pendingByPath = useMemo(() => new Map(unsaved.flatMap((edit) => (edit.op === 'text' ? [[edit.path, edit.value] as const] : []))), [unsaved]);
  const pendingPictures = useMemo(() => new Map(unsaved.flatMap((edit) => (edit.op === 'image' ? [[edit.path, edit.preview] as const] : []))), [unsaved]);
  const saved = model.data?.model;
  const draft = useMemo(() => (saved ? unsaved.reduce((each, edit) => (edit.op === 'text' ? withText(each, edit.path, edit.value) : each), saved) : undefined), [saved, unsaved]);
  const targets = useMemo(() => (saved ? pageTextTargets(saved, place.edition, place.page) : []), [saved, place]);
  const pictures = useMemo(() => (saved ? pagePictureTargets(saved, place.edition, place.page) : []), [saved, place]);
  const page = draft?.editions[place.edition]?.pages[place.page];
  const pages = draft?.editions.flatMap((edition, editionIndex) => edition.pages.map((each, pageIndex) => ({ file: each.file, edition: editionIndex, page: pageIndex }))) ?? [];

  useEffect(() => {
    if (pending.done.length === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending.done.length]);

  /** An action starts at `place`: what it says when it ends shows there, and the last action's message goes. */
  const startAt = (place: FeedbackPlace) => {
    setFeedbackAt(place);
    setNotice(undefined);
  };

  const saveWith = (place: FeedbackPlace, extra: SectionEdit[] = []) => {
    if (newest === undefined) return;
    startAt(place);
    save.mutate(
      { base: newest, edits: [...unsaved.map(apiEdit), ...extra] },
      {
        onSuccess: (version) => {
          dispatch({ type: 'clear' });
          setChosen(undefined);
          setNotice(editorTexts.saved(version.number));
        },
      },
    );
  };

  if (versions.isPending || (viewing !== undefined && model.isPending)) return <Spinner label={editorTexts.loading} className="m-8" />;
  if (versions.isError || model.isError || !draft || !page || viewing === undefined || shown === undefined) {
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-8">
        <Alert tone="error">
          {editorTexts.loadFailed} {errorText(versions.error ?? model.error, editorTexts)}
        </Alert>
        <Link to="/sites" className="font-semibold text-brand-700 underline">
          {editorTexts.back}
        </Link>
      </main>
    );
  }

  // A save on a version that is no longer the newest: another tab or window saved first.
  const staleSave = save.error instanceof ApiError && save.error.status === 409;
  const reloadNewest = () => {
    save.reset();
    setChosen(undefined);
    void versions.refetch().then(({ data }) => {
      if (data?.versions[0]) setNotice(editorTexts.reloaded(data.versions[0].number));
    });
  };
  const canPublish = !page.file.endsWith('.php');
  const pagePath = `/editions/${place.edition}/pages/${place.page}`;
  const seoTarget = (field: 'title' | 'description'): TextTarget => ({ path: `${pagePath}/${field}`, text: saved?.editions[place.edition]?.pages[place.page]?.[field] ?? '', label: field === 'title' ? editorTexts.seoTitle : editorTexts.seoDescription });
  const failure = save.error ?? restore.error ?? publish.error ?? reword.error;
  const problem = staleSave ? (
    <Alert tone="error">
      <p>{editorTexts.conflict}</p>
      <Button size="sm" variant="secondary" className="mt-2" onClick={reloadNewest}>
        {editorTexts.reloadNewest}
      </Button>
    </Alert>
  ) : (
    failure && <Alert tone="error">{errorText(failure, editorTexts)}</Alert>
  );
  const feedback = (place: FeedbackPlace): ReactNode => (
    <ActionFeedback notice={place === feedbackAt && !failure ? notice : undefined} problem={place === feedbackAt ? problem : undefined} />
  );
  const rewordSection = (path: string, index: number) => {
    startAt(`section:${index}`);
    reword.mutate(
      { number: viewing, path, wording: wordings[path] ?? 1 },
      {
        onSuccess: ({ edits, wording }) => {
          setWordings((known) => ({ ...known, [path]: wording + 1 }));
          dispatch({ type: 'edits', edits });
          setNotice(editorTexts.reworded);
        },
      },
    );
  };
  const pickPicture = (target: PictureTarget) => {
    upload.reset();
    setPickedPicture(target);
  };

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-1">
            <Link to="/sites" className="text-sm font-semibold text-brand-700 underline">
              {editorTexts.back}
            </Link>
            <h1 className="break-words text-2xl font-bold text-slate-900">{editorTexts.title(host)}</h1>
            <p className="text-sm text-slate-600">{editable ? editorTexts.hint : editorTexts.olderVersion}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span aria-live="polite" className="text-sm text-slate-600">
              {pending.done.length ? editorTexts.unsaved(pending.done.length) : editorTexts.noChanges}
            </span>
            <Button variant="secondary" size="sm" disabled={!pending.done.length} onClick={() => dispatch({ type: 'undo' })}>
              {editorTexts.undo}
            </Button>
            <Button variant="secondary" size="sm" disabled={!pending.undone.length} onClick={() => dispatch({ type: 'redo' })}>
              {editorTexts.redo}
            </Button>
            <Button disabled={!editable || !pending.done.length || busy} onClick={() => saveWith('toolbar')}>
              {save.isPending ? editorTexts.saving : editorTexts.save}
            </Button>
          </div>
        </div>
        {feedback('toolbar')}
      </div>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <label htmlFor={pageSelectId} className="text-sm font-medium text-slate-700">
          {editorTexts.page}
        </label>
        <select
          id={pageSelectId}
          value={`${place.edition}:${place.page}`}
          onChange={(event) => {
            const [edition = 0, index = 0] = event.target.value.split(':').map(Number);
            setPlace({ edition, page: index });
          }}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        >
          {pages.map((each) => (
            <option key={`${each.edition}:${each.page}`} value={`${each.edition}:${each.page}`}>
              {each.file}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <EditorPreview
          key={`${shown}:${page.file}`}
          src={versionFileUrl(trackId, host, shown, page.file)}
          title={editorTexts.preview(page.file)}
          targets={targets}
          pending={pendingByPath}
          pictures={pictures}
          pendingPictures={pendingPictures}
          editable={editable}
          onPick={setPicked}
          onPickPicture={pickPicture}
        />
        <div className="flex flex-col gap-6">
          {/* Each panel's feedback sits outside the panel, which is made anew for every version the save brings. */}
          {editable && (
            <div>
              <BusinessPanel key={shown} business={draft.business} busy={busy} onSave={(edits) => saveWith('details', edits)} />
              {feedback('details')}
            </div>
          )}
          {editable && (
            <div>
              <DesignPanel key={shown} current={draft.recipe} palette={draft.design.palette} choices={model.data?.designs ?? []} busy={busy} onEdit={(edit) => saveWith('design', [edit])} onReplaceLogo={() => pickPicture(logoTarget(editorTexts))} />
              {feedback('design')}
            </div>
          )}
          {editable && (
            <SectionsPanel
              page={page}
              variants={model.data?.variants ?? {}}
              pagePath={pagePath}
              busy={busy}
              onEdit={(edit, at) => saveWith(`section:${at}`, [edit])}
              onEditSeo={(field) => setPicked(seoTarget(field))}
              pictures={pictures}
              onReplacePicture={pickPicture}
              onReword={rewordSection}
              rewording={reword.isPending ? reword.variables.path : undefined}
              feedback={(at) => feedback(`section:${at}`)}
            />
          )}
          {/* What the newest version could not know, beside where it is published from. */}
          {editable && <BeforeYouPublish gaps={draft.gaps ?? []} places={{ editor: `/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(host)}` }} />}
          {canPublish && <PublishingPanel publication={versions.data.publication} publishing={publish.isPending ? publish.variables : undefined} />}
          <VersionsPanel
            versions={versions.data.versions}
            viewing={viewing}
            zipUrl={(number) => versionZipUrl(trackId, host, number)}
            canPublish={canPublish}
            canRestore={pending.done.length === 0}
            busy={busy}
            onView={(number) => setChosen(number === newest ? undefined : number)}
            onRestore={(number) => {
              startAt(`version:${number}`);
              restore.mutate(number, { onSuccess: (version) => (setChosen(undefined), setNotice(editorTexts.saved(version.number))) });
            }}
            onPublish={(number) => {
              startAt(`version:${number}`);
              publish.mutate(number, { onSuccess: () => setNotice(editorTexts.publishedVersion(number)) });
            }}
            feedback={(number) => feedback(`version:${number}`)}
          />
          {page.file.endsWith('.php') && <p className="text-sm text-slate-600">{editorTexts.phpNote}</p>}
        </div>
      </div>
      {pickedPicture && (
        <ReplacePictureDialog
          target={pickedPicture}
          pending={upload.isPending}
          error={upload.error ? errorText(upload.error, editorTexts) : undefined}
          onCancel={() => setPickedPicture(undefined)}
          onUpload={(file) => {
            const target = pickedPicture;
            upload.mutate(file, {
              onSuccess: async ({ upload: id }) => {
                if (openPicture.current !== target) return;
                if (target.path === logoPath) {
                  setPickedPicture(undefined);
                  saveWith('design', [{ op: 'logo', upload: id }]);
                  return;
                }
                // A data: address, as the preview's policy allows pictures only from its site and data:.
                const preview = await dataUrlOf(file);
                if (openPicture.current !== target) return;
                dispatch({ type: 'edit', edit: { op: 'image', path: target.path, upload: id, preview } });
                setPickedPicture(undefined);
              },
            });
          }}
        />
      )}
      {picked && (
        <TextEditDialog
          target={picked}
          value={pendingByPath.get(picked.path) ?? picked.text}
          onCancel={() => setPicked(undefined)}
          onApply={(value) => {
            if (value !== (pendingByPath.get(picked.path) ?? picked.text)) dispatch({ type: 'edit', edit: { op: 'text', path: picked.path, value } });
            setPicked(undefined);
          }}
        />
      )}
    </main>
  );
}
