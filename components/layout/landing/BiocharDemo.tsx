import { Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDroplet, IconFlask, IconHourglass, IconTemperature } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import classes from './Landing.module.css';

const FACTS = [
  { key: 'biocharTemperature', Icon: IconTemperature },
  { key: 'biocharFormula', Icon: IconFlask },
  { key: 'biocharMoisture', Icon: IconDroplet },
  { key: 'biocharDurability', Icon: IconHourglass },
] as const;

/** The biochar demo content and the methodology facts it is built on. */
export function BiocharDemo() {
  const t = useTranslations('landing');
  return (
    <section id="biochar" className={classes.section} aria-labelledby="biochar-title">
      <Container size="lg">
        <div className={classes.gridDemo}>
          <Stack gap="md">
            <Title order={2} id="biochar-title">
              {t('biocharTitle')}
            </Title>
            <Text size="lg" c="gray.8">
              {t('biocharBody')}
            </Text>
          </Stack>
          <ul className={classes.factList}>
            {FACTS.map(({ key, Icon }) => (
              <li key={key}>
                <ThemeIcon size={36} radius="xl" variant="light" color="sand" c="sand.9">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text c="gray.9">{t(key)}</Text>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
