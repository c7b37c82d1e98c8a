import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBriefcase } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { signIn, signUp } from '@/lib/auth/actions';
import { HeroIllustration } from './HeroIllustration';
import classes from './Landing.module.css';

/** The first screen: what Groundwork does, and the ways in (developer sign-up, investor access). */
export function Hero() {
  const t = useTranslations('landing');
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" className={classes.heroText}>
          <Text span size="sm" fw={700} className={classes.eyebrow}>
            {t('heroEyebrow')}
          </Text>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            {t('heroTitle')}
          </Title>
          <Text size="lg" c="gray.8" maw={560}>
            {t('heroSubtitle')}
          </Text>
          <Group gap="sm">
            <Button size="md" rightSection={<IconArrowRight size={18} aria-hidden />} onClick={() => void signUp('signin')}>
              {t('heroPrimary')}
            </Button>
            <Button size="md" variant="default" component="a" href="#how-it-works">
              {t('heroSecondary')}
            </Button>
          </Group>
          <Group gap="xs" wrap="nowrap" align="center">
            <Button variant="subtle" c="forest.8" px={6} leftSection={<IconBriefcase size={18} aria-hidden />} onClick={() => void signIn('investors')}>
              {t('heroInvestor')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7" maw={520}>
            {t('heroNote')}
          </Text>
        </Stack>
        <HeroIllustration />
      </Container>
    </section>
  );
}
