import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { Link } from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { projectHref } from '@/lib/page-routes/projects';
import type { CompanyProject } from '@/lib/schemas/companies';
import { useGetCompanyProjectsQuery, useLinkCompanyProjectMutation } from '@/store/api/companies';
import { useGetProjectsQuery } from '@/store/api/projects';

/** The company's linked projects: a member links one of theirs, and unlinks after a confirmation. */
export function CompanyProjects() {
  const t = useTranslations('companies');
  const linked = useGetCompanyProjectsQuery();
  const mine = useGetProjectsQuery({ scope: 'all', page_size: 100 });
  const [link, linkState] = useLinkCompanyProjectMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<CompanyProject | null>(null);
  const [error, setError] = useState<string | null>(null);
  const linkedIds = new Set((linked.data ?? []).map((project) => project.project_id));
  const choices = (mine.data?.items ?? []).filter((project) => !linkedIds.has(project.id) && project.access !== 'read');

  const run = async (body: { project_id: string; unlink?: boolean }) => {
    setError(null);
    try {
      await link(body).unwrap();
      setChosen(null);
    } catch (failure) {
      setError(failureMessage(failure, t('linkFailed')));
    }
    setUnlinking(null);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('projects')}
        </Title>
        {(linked.data ?? []).length === 0 && (
          <Text size="sm" c="gray.7">
            {t('noProjects')}
          </Text>
        )}
        {(linked.data ?? []).map((project) => (
          <Group key={project.project_id} justify="space-between" wrap="nowrap" gap="xs">
            <Anchor component={Link} href={projectHref(project.project_id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Anchor>
            <Button variant="subtle" color="red" size="xs" style={{ flexShrink: 0 }} onClick={() => setUnlinking(project)}>
              {t('unlink')}
            </Button>
          </Group>
        ))}
        {choices.length > 0 && (
          <Group align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('linkProject')}
              data={choices.map((project) => ({ value: project.id, label: project.name }))}
              value={chosen}
              onChange={setChosen}
              searchable
              style={{ flex: '1 1 220px' }}
            />
            <Button disabled={!chosen} loading={linkState.isLoading} onClick={() => chosen && void run({ project_id: chosen })}>
              {t('link')}
            </Button>
          </Group>
        )}
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <ConfirmModal
        opened={unlinking !== null}
        onClose={() => setUnlinking(null)}
        title={t('unlinkTitle', { name: unlinking?.name ?? '' })}
        body={t('unlinkBody')}
        confirmLabel={t('unlink')}
        loading={linkState.isLoading}
        onConfirm={() => unlinking && void run({ project_id: unlinking.project_id, unlink: true })}
      />
    </Paper>
  );
}
