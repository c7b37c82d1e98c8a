import { Anchor, Button, Container, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconBook2, IconFolder, IconListCheck, IconPlus } from '@tabler/icons-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/schemas/users';
import { handOffToV2 } from '@/lib/env/v2-handoff';
import { useAppDispatch } from '@/store/hooks';
import { setProjectPopup } from '@/store/slices/app';
import { useShellInfo } from '../ShellContext';
import { DashboardCard } from './DashboardCard';
import classes from './Dashboard.module.css';

/** The signed-in landing: a greeting and the places later work fills (projects, to-dos, articles, monitoring). */
export function Dashboard({ me }: { me: Me }) {
  const t = useTranslations('homepage');
  const dispatch = useAppDispatch();
  const { environment } = useShellInfo();
  const isOem = me.roles.includes('oem');

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="xl">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase" className={classes.kicker}>
          {t('heading')}
        </Text>
        <Title order={1}>{t('greeting', { name: me.name })}</Title>
        <Text c="gray.7" size="lg">
          {t('subtitle')}
        </Text>
      </Stack>
      <div className={classes.grid}>
        <div className={classes.wide}>
          <DashboardCard id="dashboard-projects" title={t('projectsTitle')}>
            <EmptyState
              icon={<IconFolder size={28} aria-hidden />}
              variant="light"
              color="forest"
              description={t('projectsEmpty')}
            >
              <EmptyState.Actions>
                <Button
                  leftSection={<IconPlus size={18} aria-hidden />}
                  onClick={() => dispatch(setProjectPopup({ open: true, isOEM: isOem }))}
                >
                  {t('projectsStart')}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </DashboardCard>
        </div>
        <DashboardCard id="dashboard-todos" title={t('todosTitle')}>
          <EmptyState icon={<IconListCheck size={28} aria-hidden />} variant="light" color="forest" description={t('todosEmpty')} />
        </DashboardCard>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" className={classes.wide}>
          <DashboardCard id="dashboard-articles" title={t('articlesTitle')}>
            <EmptyState icon={<IconBook2 size={28} aria-hidden />} variant="light" color="sand" description={t('articlesEmpty')}>
              <EmptyState.Actions>
                <Anchor component={Link} href="/knowledge-hub" fw={600}>
                  {t('articlesBrowse')}
                </Anchor>
              </EmptyState.Actions>
            </EmptyState>
          </DashboardCard>
          <DashboardCard id="dashboard-monitoring" title={t('monitoringTitle')}>
            <Stack align="flex-start">
              <Text c="gray.8">{t('monitoringBody')}</Text>
              <Button
                variant="light"
                leftSection={<IconActivityHeartbeat size={18} aria-hidden />}
                onClick={() => void handOffToV2('/', { environment })}
              >
                {t('monitoringOpen')}
              </Button>
            </Stack>
          </DashboardCard>
        </SimpleGrid>
      </div>
    </Container>
  );
}
