import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OemMatches } from '@/lib/schemas/oem-matches';
import { useAppDispatch } from '@/store/hooks';
import { setOemProject, setProposalPopup } from '@/store/slices/app';
import { useMatchFormat } from './match-format';

type MatchedProject = OemMatches['items'][number];

/** One project matched with the OEM: its name, score and the fields its owner shares; "send a proposal" opens the shell's form. */
export function MatchedProjectCard({ project }: { project: MatchedProject }) {
  const t = useTranslations('oems');
  const f = useMatchFormat();
  const dispatch = useAppDispatch();
  const headingId = `project-${project.project_id}`;
  const fields = Object.entries(project.fields).filter(([, value]) => value !== null && value !== undefined);
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {project.name}
          </Title>
          <Group gap="xs">
            <Text fw={700}>{t('project.score', { score: project.score })}</Text>
            {project.strong && <Badge color="forest">{t('project.strong')}</Badge>}
          </Group>
        </Group>
        {fields.map(([field, value]) => (
          <Text size="sm" key={field}>
            {t.has(`discover.field.${field}`) ? t(`discover.field.${field}`) : field}: <strong>{f.plain(value)}</strong>
          </Text>
        ))}
        <Group>
          <Button
            onClick={() => {
              dispatch(setOemProject(project.project_id));
              dispatch(setProposalPopup(true));
            }}
          >
            {t('matches.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
