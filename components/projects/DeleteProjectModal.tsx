import { useState } from 'react';
import { useRouter } from 'next/router';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import { useDeleteProjectMutation } from '@/store/api/project-changes';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setErase, setToast } from '@/store/slices/app';
import { clearProject } from '@/store/slices/project';
import { failureMessage } from '@/lib/api/failure-message';
import { PROJECTS_PATH } from '@/lib/page-routes/projects';

/**
 * Deleting a project (owner only), opened by the app's `erase` flag: the name must be typed again before the
 * project goes (`DELETE /project` with `confirmName`); then back to the list.
 */
export function DeleteProjectModal({ projectId, projectName }: { projectId: string; projectName: string }) {
  const t = useTranslations('projects');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const opened = useAppSelector((state) => state.app.erase);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteProject, { isLoading }] = useDeleteProjectMutation();
  const matches = typed.trim() === projectName.trim();

  const close = () => {
    setTyped('');
    setFailure(null);
    dispatch(setErase(false));
  };

  const confirm = async () => {
    if (!matches) return;
    setFailure(null);
    try {
      await deleteProject({ id: projectId, confirm_name: typed.trim() }).unwrap();
      close();
      dispatch(clearProject());
      dispatch(setToast(t('deleted', { name: projectName })));
      void router.push(PROJECTS_PATH);
    } catch (error) {
      setFailure(failureMessage(error, t('deleteFailed')));
    }
  };

  return (
    <PopupModal opened={opened} onClose={close} title={t('deleteTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('deleteWarning')}
          </Alert>
          <Text size="sm">{t.rich('deleteType', { name: projectName, strong: (chunks) => <strong>{chunks}</strong> })}</Text>
          <TextInput
            label={t('deleteTypeLabel')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            error={failure ?? undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!matches} loading={isLoading}>
              {t('deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
