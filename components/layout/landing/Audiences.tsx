import { Container, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import classes from './Landing.module.css';

const AUDIENCES = ['developers', 'funders', 'oems'] as const;

/** Who the platform is for; equipment vendors only while "show OEM" is on. */
export function Audiences() {
  const t = useTranslations('landing');
  const { showOem } = useShared().settings;
  const audiences = showOem ? AUDIENCES : AUDIENCES.filter((audience) => audience !== 'oems');
  return (
    <section className={`${classes.section} ${classes.sectionTinted}`} aria-labelledby="audience-title">
      <Container size="lg">
        <Title order={2} id="audience-title" className={classes.sectionHead}>
          {t('audienceTitle')}
        </Title>
        <div className={classes.gridThree}>
          {audiences.map((audience) => (
            <article key={audience} className={classes.audienceCard}>
              <Title order={3} mb={6}>
                {t(`${audience}Title`)}
              </Title>
              <Text c="gray.8">{t(`${audience}Body`)}</Text>
            </article>
          ))}
        </div>
      </Container>
    </section>
  );
}
