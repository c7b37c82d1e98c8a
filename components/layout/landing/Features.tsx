import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconBuildingFactory2, IconClipboardCheck, IconCoin } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import classes from './Landing.module.css';

interface Feature {
  key: 'assess' | 'invest' | 'match' | 'monitor';
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

const FEATURES: Feature[] = [
  { key: 'assess', Icon: IconClipboardCheck },
  { key: 'invest', Icon: IconCoin },
  { key: 'match', Icon: IconBuildingFactory2 },
  { key: 'monitor', Icon: IconActivityHeartbeat },
];

/** The four modules: assess, raise investment, match equipment, monitor. */
export function Features() {
  const t = useTranslations('landing');
  return (
    <section id="features" className={classes.section} aria-labelledby="features-title">
      <Container size="lg">
        <Stack gap="xs" className={classes.sectionHead}>
          <Title order={2} id="features-title">
            {t('featuresTitle')}
          </Title>
          <Text size="lg" c="gray.7">
            {t('featuresSubtitle')}
          </Text>
        </Stack>
        <div className={classes.gridTwo}>
          {FEATURES.map(({ key, Icon }) => (
            <article key={key} className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light" color="forest">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} mt="md" mb={6}>
                {t(`${key}Title`)}
              </Title>
              <Text c="gray.8">{t(`${key}Body`)}</Text>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
