import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import type { Publication } from '@/lib/schemas/opportunities';
import { useSavePublicationMutation } from '@/store/deferred/opportunities';
import { conflictOf, keepMine, type PublicationConflict } from './publication-conflict';
import { valuesOf, type PublicationValues } from './publication-form';

/**
 * Saving the publication at the version the editor read (requirements ): a stale save shows the fields saved
 * meanwhile, and offers to load them or keep one's changes; refused fields are shown beside them, translated.
 */
export function usePublicationSave(projectId: string, projectName: string, read: Publication | null) {
  const t = useTranslations('opportunities');
  const tv = useTranslations('validation');
  const [save, saving] = useSavePublicationMutation();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<(PublicationConflict & { mine: PublicationValues }) | null>(null);
  const [saved, setSaved] = useState(false);

  const send = async (values: PublicationValues, baseVersion: number) => {
    setError(null);
    setFieldErrors({});
    setSaved(false);
    try {
      await save({ project_id: projectId, ...values, base_version: baseVersion }).unwrap();
      setConflict(null);
      setSaved(true);
    } catch (failure) {
      const stale = conflictOf(failure);
      if (stale) return setConflict({ ...stale, mine: values });
      const byField = fieldErrorsOf(failure, (key, params) => tv(key, params));
      setFieldErrors(byField);
      setError(Object.keys(byField).length > 0 ? tv('checkFields') : failureMessage(failure, t('editor.saveFailed')));
    }
  };

  return {
    saving: saving.isLoading,
    error,
    fieldErrors,
    conflict,
    saved,
    onSave: (values: PublicationValues) => void send(values, read?.version ?? 0),
    /** Saves the stored publication with this editor's own changes over it. */
    keepMine: () => {
      if (!conflict) return;
      const merged = keepMine(valuesOf(read, projectName), conflict.mine, conflict);
      void send(merged.values, merged.base_version);
    },
    dismissConflict: () => setConflict(null),
  };
}
