import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/actions';
import classes from './Landing.module.css';

/** The closing call to action: create an account or sign in. */
export function CallToAction() {
  const t = useTranslations('landing');
  return (
    <section id="get-started" className={classes.section} aria-labelledby="cta-title">
      <Container size="lg">
        <Stack className={classes.cta} align="center" ta="center" gap="md">
          <Title order={2} id="cta-title" c="white">
            {t('ctaTitle')}
          </Title>
          <Text size="lg" c="forest.0" maw={620}>
            {t('ctaBody')}
          </Text>
          <Group justify="center" gap="sm">
            <Button size="md" color="white" variant="white" c="forest.9" onClick={() => void signUp('signin')}>
              {t('ctaSignUp')}
            </Button>
            <Button size="md" variant="outline" color="white" onClick={() => void signIn('signin')}>
              {t('ctaSignIn')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
