import { Anchor, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconActivityHeartbeat, IconBuildingFactory2, IconClipboardCheck, IconCoin } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { OEM_PATH } from '@/lib/page-routes/oems';
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

/** The four modules: assess, raise investment, match equipment (only while "show OEM" is on, R-23.50), monitor. */
export function Features() {
  const t = useTranslations('landing');
  const tOems = useTranslations('oems');
  const { showOem } = useShared().settings;
  const features = showOem ? FEATURES : FEATURES.filter((feature) => feature.key !== 'match');
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
          {features.map(({ key, Icon }) => (
            <article key={key} className={classes.featureCard}>
              <ThemeIcon size={48} radius="md" variant="light" color="forest">
                <Icon size={26} aria-hidden />
              </ThemeIcon>
              <Title order={3} mt="md" mb={6}>
                {t(`${key}Title`)}
              </Title>
              <Text c="gray.8">{t(`${key}Body`)}</Text>
              {key === 'match' && (
                <Anchor component={Link} href={OEM_PATH} fw={600} mt="sm" display="inline-block">
                  {tOems('landing.link')}
                </Anchor>
              )}
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
