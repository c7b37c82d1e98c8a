import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import type { OpportunityTeaser } from '@/lib/schemas/opportunities';
import { OPPORTUNITIES_PATH } from '@/lib/page-routes/opportunities';
import { OpportunityCard } from './OpportunityCard';

/**
 * The landing page's section of published opportunities (public fields only), from the page's server props. The
 * landing page loads it on its own (`next/dynamic`), so that it adds nothing to the page's first scripts.
 */
export default function LandingTeaser({ teasers }: { teasers: OpportunityTeaser[] }) {
  const t = useTranslations('opportunities');
  return (
    <Container size="lg" py={56} component="section" aria-labelledby="landing-opportunities">
      <Stack gap={4} mb="lg">
        <Text size="sm" fw={600} c="forest.8" tt="uppercase">
          {t('kicker')}
        </Text>
        <Title order={2} id="landing-opportunities">
          {t('landing.title')}
        </Title>
        <Text c="gray.7">{t('landing.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: Math.min(teasers.length, 3) }} spacing="md" mb="lg">
        {teasers.map((teaser) => (
          <OpportunityCard key={teaser.id} opportunity={teaser} linked={false} />
        ))}
      </SimpleGrid>
      <Button component={Link} href={OPPORTUNITIES_PATH} variant="light">
        {t('landing.seeAll')}
      </Button>
    </Container>
  );
}
