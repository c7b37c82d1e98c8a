import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import classes from './Landing.module.css';

const STEPS = [1, 2, 3, 4] as const;

/** Four numbered steps from a blank page to a monitored plant. */
export function HowItWorks() {
  const t = useTranslations('landing');
  return (
    <section id="how-it-works" className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="how-title">
      <Container size="lg">
        <Stack gap="xs" className={classes.sectionHead}>
          <Title order={2} id="how-title">
            {t('howTitle')}
          </Title>
          <Text size="lg" c="gray.7">
            {t('howSubtitle')}
          </Text>
        </Stack>
        <ol className={classes.steps}>
          {STEPS.map((step) => (
            <li key={step} className={classes.step}>
              <span className={classes.stepNumber} aria-hidden>
                {step}
              </span>
              <Title order={3} mb={6}>
                {t(`step${step}Title`)}
              </Title>
              <Text c="gray.8">{t(`step${step}Body`)}</Text>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
