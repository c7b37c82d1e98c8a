import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/router';
import { Button, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import { templateSummarySchema, type TemplateSummary } from '@/lib/schemas/resources';
import { useCreateProjectMutation } from '@/store/api/project-changes';
import { useGetTemplatesQuery } from '@/store/api/resources';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setToast } from '@/store/slices/app';
import { failureMessage } from '@/lib/api/failure-message';
import { projectHref } from '@/lib/page-routes/projects';

export const PROJECT_NAME_MAX = 120;

/** The templates a project can start from (anything unreadable is left out; monitoring templates too). */
export function startableTemplates(templates: unknown[]): TemplateSummary[] {
  return templates.flatMap((template) => {
    const parsed = templateSummarySchema.safeParse(template);
    return parsed.success && parsed.data.kind !== 'monitoring' ? [parsed.data] : [];
  });
}

/**
 * "New project": a name and a template (the store's templates, else `GET /resources/templates`),
 * then `POST /create_project` and on to the new project's page.
 */
export function CreateProjectModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTranslations('projects');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const storeTemplates = useAppSelector((state) => state.app.templates);
  const sharedTemplates = useMemo(() => startableTemplates(storeTemplates), [storeTemplates]);
  const fetched = useGetTemplatesQuery(undefined, { skip: !opened || sharedTemplates.length > 0 });
  const templates = useMemo(() => (sharedTemplates.length > 0 ? sharedTemplates : startableTemplates(fetched.data ?? [])), [fetched.data, sharedTemplates]);
  const [createProject, { isLoading }] = useCreateProjectMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', templateId: '' },
    validate: {
      name: (value) => {
        if (!value.trim()) return t('nameRequired');
        if (value.trim().length > PROJECT_NAME_MAX) return t('nameTooLong', { max: PROJECT_NAME_MAX });
        return null;
      },
      templateId: (value) => (value ? null : t('templateRequired')),
    },
  });

  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };

  const create = async (values: { name: string; templateId: string }) => {
    setFailure(null);
    try {
      const created = await createProject({ name: values.name.trim(), template_id: values.templateId }).unwrap();
      dispatch(setToast(t('created', { name: created.name })));
      close();
      void router.push(projectHref(created.id));
    } catch (error) {
      setFailure(failureMessage(error, t('createFailed')));
    }
  };

  // With one template there is nothing to choose.
  const single = templates.length === 1 ? templates[0].id : null;
  const { setFieldValue } = form;
  const chosen = form.values.templateId;
  useEffect(() => {
    if (opened && single && chosen !== single) setFieldValue('templateId', single);
  }, [chosen, opened, setFieldValue, single]);

  return (
    <PopupModal opened={opened} onClose={close} title={t('createTitle')} size="lg">
      <form onSubmit={form.onSubmit((values) => void create(values))} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            {t('createBody')}
          </Text>
          <TextInput label={t('projectName')} placeholder={t('projectNamePlaceholder')} required maxLength={PROJECT_NAME_MAX} data-autofocus {...form.getInputProps('name')} />
          {fetched.isFetching && templates.length === 0 ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{t('templatesLoading')}</Text>
            </Group>
          ) : templates.length === 0 ? (
            <Text size="sm" c="gray.7" role="status">
              {t('templatesNone')}
            </Text>
          ) : (
            <Radio.Group label={t('template')} required {...form.getInputProps('templateId')}>
              <Stack gap="xs" mt="xs">
                {templates.map((template) => (
                  <Radio.Card key={template.id} value={template.id} p="sm" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <div>
                        <Text fw={600}>{template.name}</Text>
                        <Text size="sm" c="gray.7">
                          {template.description}
                        </Text>
                        <Text size="xs" c="gray.7" mt={4}>
                          {t('templateCounts', template.counts)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          )}
          {failure && (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isLoading} disabled={templates.length === 0}>
              {t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
