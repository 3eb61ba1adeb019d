import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';

/** Texts of the site editor (/sites/:trackId/:host), from the `editor` catalogue in the interface's language. */
export function editorTextsOf(t: TFunction<'editor'>) {
  return {
    title: (host: string) => t('title', { host }),
    back: t('back'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    noAnswer: (detail: string) => t('noAnswer', { detail }),
    retry: t('retry'),
    hint: t('hint'),
    page: t('page'),
    preview: (file: string) => t('preview', { file }),
    save: t('save'),
    saving: t('saving'),
    unsaved: (count: number) => t('unsaved', { count }),
    noChanges: t('noChanges'),
    saved: (number: number) => t('saved', { number }),
    undo: t('undo'),
    redo: t('redo'),
    editText: t('editText'),
    replacePicture: t('replacePicture'),
    pictureFile: t('pictureFile'),
    chooseFile: t('chooseFile'),
    fileType: t('fileType'),
    fileTooLarge: t('fileTooLarge'),
    upload: t('upload'),
    uploading: t('uploading'),
    apply: t('apply'),
    cancel: t('cancel'),
    emptyText: t('emptyText'),
    seoTitle: t('seoTitle'),
    seoDescription: t('seoDescription'),
    targetMenu: t('targetMenu'),
    /** A text of a section, named by the section's number and kind in words. */
    targetSection: (index: number, kind: string) => t('targetSection', { number: index + 1, kind: t(`sectionKinds.${kind}`, { defaultValue: kind }) }),
    targetFooter: t('targetFooter'),
    facts: t('facts', { returnObjects: true }),
    sections: t('sections'),
    /** A section by its number on the page and its kind and layout in words (the engine's codes where a name is missing). */
    sectionName: (index: number, kind: string, variant: string) =>
      t('sectionName', { number: index + 1, kind: t(`sectionKinds.${kind}`, { defaultValue: kind }), variant: t(`variants.${variant}`, { defaultValue: variant }) }),
    /** A layout of a section, in words. */
    variantName: (variant: string) => t(`variants.${variant}`, { defaultValue: variant }),
    hiddenMark: t('hiddenMark'),
    moveUp: t('moveUp'),
    moveDown: t('moveDown'),
    hide: t('hide'),
    show: t('show'),
    duplicate: t('duplicate'),
    reword: t('reword'),
    rewording: t('rewording'),
    reworded: t('reworded'),
    variant: t('variant'),
    sectionNote: t('sectionNote'),
    details: t('details', { returnObjects: true }),
    design: t('design'),
    currentLook: (label: string) => t('currentLook', { label }),
    currentLookFromStyle: t('currentLookFromStyle'),
    lookLabel: t('lookLabel'),
    coloursLabel: t('coloursLabel'),
    designOption: (label: string, scheme: 'light' | 'dark') => t('designOption', { label, scheme: t(`schemes.${scheme}`) }),
    applyLook: t('applyLook'),
    applyColours: t('applyColours'),
    replaceLogo: t('replaceLogo'),
    logo: t('logo'),
    designNote: t('designNote'),
    versions: t('versions'),
    viewing: (number: number) => t('viewing', { number }),
    olderVersion: t('olderVersion'),
    newest: t('newest'),
    view: t('view'),
    restore: t('restore'),
    saveFirst: t('saveFirst'),
    download: t('download'),
    publish: t('publish'),
    publishedVersion: (number: number) => t('publishedVersion', { number }),
    publishing: t('publishing'),
    online: t('online'),
    offline: t('offline'),
    publishedAt: t('publishedAt'),
    publishedSince: (date: string) => t('publishedSince', { date }),
    notPublishedHint: t('notPublishedHint'),
    publishingVersion: (number: number) => t('publishingVersion', { number }),
    conflict: t('conflict'),
    reloadNewest: t('reloadNewest'),
    reloaded: (number: number) => t('reloaded', { number }),
    phpNote: t('phpNote'),
    actionFailed: t('actionFailed'),
    leaveWarning: t('leaveWarning'),
  };
}

export type EditorTexts = ReturnType<typeof editorTextsOf>;

/** The editor's texts for a component, drawn again in the new language when the person switches. */
export function useEditorTexts(): EditorTexts {
  const { t } = useTranslation('editor');
  return useMemo(() => editorTextsOf(t), [t]);
}

/** The editor's texts in the current language, for its model and checks outside components (read while one draws). */
export const editorTexts = (): EditorTexts => editorTextsOf(i18n.getFixedT(null, 'editor'));
