import Head from 'next/head';
import { Button, Center, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ShellPage } from '@/components/layout/page-types';
import { Logo } from '@/components/ui/Logo';
import { withShellPageProps } from '@/server/ssr/shell-page-props';

/**
 * What every page route shows while maintenance is on — `ON_MAINTENANCE` in App Configuration (label prd) or in the
 * environment, refreshed by the running server — the middleware rewrites to it.
 */
const MaintenancePage: ShellPage = () => {
  const t = useTranslations();
  return (
    <>
      <Head>
        <title>{t('meta.maintenanceTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Center component="main" mih="100dvh" p="md" bg="forest.0">
        <Container size="xs">
          <Stack align="center" ta="center" gap="lg">
            <Logo />
            <ThemeIcon size={72} radius="xl" variant="light" color="sand" c="sand.9" aria-hidden>
              <IconTool size={38} />
            </ThemeIcon>
            <Title order={1}>{t('maintenance.heading')}</Title>
            <Text size="lg" c="gray.8">
              {t('maintenance.body')}
            </Text>
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('maintenance.retry')}
            </Button>
          </Stack>
        </Container>
      </Center>
    </>
  );
};

MaintenancePage.bare = true;

/** How long clients are asked to wait before trying again, in seconds. */
const RETRY_AFTER_SECONDS = 300;

/** Answers 503 (service unavailable) with Retry-After, so that crawlers and monitors know it is temporary. */
export const getServerSideProps = withShellPageProps(async ({ res }) => {
  res.statusCode = 503;
  res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  return { props: {} };
});

export default MaintenancePage;
