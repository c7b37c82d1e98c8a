import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import dynamic from 'next/dynamic';
import { IconPlus } from '@tabler/icons-react';
import { useLocale, useNow, useTranslations } from 'next-intl';
import { toLanguage } from '@/lib/i18n/language';
import type { Me } from '@/lib/schemas/users';
import { useShared } from '@/components/providers/SharedContext';
import { useGetKnowledgeHubQuery } from '@/store/deferred/knowledge';
import { useAppDispatch } from '@/store/hooks';
import { setProjectPopup } from '@/store/slices/app';
import { LatestArticlesCard } from './LatestArticlesCard';
import { OwnershipTransfersCard } from './OwnershipTransfersCard';
import { ProjectsCard } from './ProjectsCard';
import { TodosCard } from './TodosCard';
import classes from './Dashboard.module.css';

/** Only OEMs see their card, so it loads apart from the dashboard. */
const OemCard = dynamic(() => import('./OemCard').then((module) => module.OemCard));
/**
 * The way to monitoring shows only while "show migration" is on, so it loads apart from the dashboard too (its fleet
 * tiles and the fleet's requests): still drawn by the server, the browser loads its chunk before it hydrates the page.
 */
const MonitoringCard = dynamic(() => import('./MonitoringCard').then((module) => module.MonitoringCard));

/** An account this young is greeted as a newcomer, not "welcome back". */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in landing: a greeting, ownership transfers waiting for an answer, my projects with their
 * progress and those shared with me, to-dos, the latest knowledge-hub articles and, when "show migration" is on,
 * the way to monitoring (V2).
 */
export function Dashboard({ me }: { me: Me }) {
  const t = useTranslations('homepage');
  const dispatch = useAppDispatch();
  const { settings } = useShared();
  const language = toLanguage(useLocale());
  // With "show OEM" off the vendor features are hidden: an OEM account is then offered what anyone is.
  const isOem = settings.showOem && me.roles.includes('oem');
  // The page's "now" (the server's render time, the same at hydration) tells a newcomer from a returning user.
  const newcomer = useNow().getTime() - new Date(me.created_at).getTime() < NEW_ACCOUNT_MS;
  const hub = useGetKnowledgeHubQuery({ language });

  // The shell's project popup; vendors do not create projects, its OEM variant points them to their offer.
  const startProject = () => dispatch(setProjectPopup({ open: true, isOEM: isOem }));

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" gap="md" mb="xl">
        <Stack gap={4}>
          <Text size="sm" fw={600} c="forest.8" tt="uppercase" className={classes.kicker}>
            {t('heading')}
          </Text>
          <Title order={1}>{t(newcomer ? 'greetingNew' : 'greeting', { name: me.name })}</Title>
          <Text c="gray.7" size="lg">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={startProject} size="md">
          {t('projectsNew')}
        </Button>
      </Group>
      <Stack gap="lg">
        <OwnershipTransfersCard />
        <div className={classes.grid}>
          <div className={classes.main}>
            <ProjectsCard scope="owned" />
          </div>
          <div className={classes.side}>
            <ProjectsCard scope="shared" />
          </div>
          <div className={classes.third}>
            <TodosCard />
          </div>
          <div className={classes.third}>
            <LatestArticlesCard articles={hub.data?.latest ?? []} loading={hub.isLoading} />
          </div>
          {isOem && (
            <div className={classes.third}>
              <OemCard />
            </div>
          )}
          {settings.showMigration && (
            <div className={classes.third}>
              <MonitoringCard />
            </div>
          )}
        </div>
      </Stack>
    </Container>
  );
}
