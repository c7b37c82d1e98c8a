import { useMemo, useState } from 'react';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { PopupModal } from './PopupModal';
import { useForm } from '@mantine/form';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { projectHref } from '@/components/projects/paths';
import { request } from '@/lib/api/request';
import { PROJECT_ROUTES } from '@/lib/api/routes';
import { templateSummarySchema, type TemplateSummary } from '@/lib/schemas/resources';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setProjectPopup, setToast } from '@/store/slices/app';
import { errorMessage } from './error-message';

/** The templates of the store that can start a project (anything unreadable is left out). */
export function projectTemplates(templates: unknown[]): TemplateSummary[] {
  return templates.flatMap((template) => {
    const parsed = templateSummarySchema.safeParse(template);
    return parsed.success ? [parsed.data] : [];
  });
}

interface CreatedProject {
  id?: unknown;
}

/** `app.projectPopup`: start a project from a template; the OEM variant points vendors to their offer instead. */
export function ProjectPopup() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { open, isOEM } = useAppSelector((state) => state.app.projectPopup);
  const storeTemplates = useAppSelector((state) => state.app.templates);
  const templates = useMemo(() => projectTemplates(storeTemplates), [storeTemplates]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', templateId: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('projectNameRequired')),
      templateId: (value) => (value ? null : t('projectTemplateRequired')),
    },
  });

  const close = () => {
    setFailure(null);
    form.reset();
    dispatch(setProjectPopup({ open: false, isOEM }));
  };

  const create = async (values: { name: string; templateId: string }) => {
    setSaving(true);
    setFailure(null);
    try {
      const created = await request<CreatedProject>('POST', PROJECT_ROUTES.createProject, {
        name: values.name.trim(),
        templateId: values.templateId,
      });
      dispatch(setToast(t('projectCreated')));
      close();
      if (typeof created?.id === 'string') void router.push(projectHref(created.id));
    } catch (error) {
      setFailure(errorMessage(error, t('projectNoTemplates')));
    } finally {
      setSaving(false);
    }
  };

  if (isOEM) {
    return (
      <PopupModal opened={open} onClose={close} title={t('projectOemTitle')}>
        <Stack>
          <Text size="sm">{t('projectOemBody')}</Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                close();
                void router.push('/oem');
              }}
            >
              {t('projectOemAction')}
            </Button>
          </Group>
        </Stack>
      </PopupModal>
    );
  }

  return (
    <PopupModal opened={open} onClose={close} title={t('projectTitle')} size="lg">
      <form onSubmit={form.onSubmit((values) => void create(values))} noValidate>
        <Stack>
          <Text size="sm">{t('projectBody')}</Text>
          <TextInput
            label={t('projectName')}
            placeholder={t('projectNamePlaceholder')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          {templates.length === 0 ? (
            <Text size="sm" c="gray.7" role="status">
              {t('projectNoTemplates')}
            </Text>
          ) : (
            <Radio.Group label={t('projectTemplate')} required {...form.getInputProps('templateId')}>
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
                          {t('projectTemplateCounts', template.counts)}
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
              {t('projectCancel')}
            </Button>
            <Button type="submit" loading={saving} disabled={templates.length === 0}>
              {t('projectCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PopupModal>
  );
}
