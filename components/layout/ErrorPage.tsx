import Head from 'next/head';
import Link from '@/components/ui/Link';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';

/** The body of the 404 and 500 pages. */
export function ErrorPage({ code }: { code: 404 | 500 }) {
  const t = useTranslations();
  const notFound = code === 404;
  return (
    <>
      <Head>
        <title>{notFound ? t('meta.notFoundTitle') : t('meta.serverErrorTitle')}</title>
      </Head>
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Text fw={800} fz={72} c="forest.6" lh={1} aria-hidden>
            {code}
          </Text>
          <Title order={1}>{notFound ? t('errors.notFoundHeading') : t('errors.serverHeading')}</Title>
          <Text c="gray.7" size="lg">
            {notFound ? t('errors.notFoundBody') : t('errors.serverBody')}
          </Text>
          <Button component={Link} href="/">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Container>
    </>
  );
}
