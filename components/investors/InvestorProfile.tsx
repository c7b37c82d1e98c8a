import { Alert, Badge, Button, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import type { Investor, InvestorInput } from '@/lib/schemas/investors';
import { OPPORTUNITIES_PATH } from '@/lib/page-routes/opportunities';
import { useGetMyInvestorQuery, useSaveMyInvestorMutation } from '@/store/deferred/investors';

/*
 * The profile form (Select, NumberInput and their floating-ui) loads in its own chunk. The server reads the profile
 * and draws the form (the chunk then loads before hydration); a profile read in the browser fetches it meanwhile.
 */
const loadForm = () => import('./InvestorForm');
// The import written in the loader itself: Next then knows the chunk of a form drawn on the server, and loads it
// before hydrating (through `loadForm`, it hydrated without its form, and React drew the page again).
const InvestorForm = dynamic(() => import('./InvestorForm').then((module) => module.InvestorForm), {
  loading: () => <Skeleton height={400} radius="md" />,
});

const EMPTY_INVESTOR: InvestorInput = {
  organisation: '',
  ticket_min: 0,
  ticket_max: 0,
  currency: 'EUR',
  instruments: [],
  regions: [],
  stages: [],
  accreditation: '',
};

const COLOR = { pending: 'sand', activated: 'forest', refused: 'red', deactivated: 'gray' } as const;

/** The profile's form values; a new profile starts with the company given at sign-up (requirements ). */
function inputOf(investor: Investor | null, company: string | null | undefined): InvestorInput {
  if (!investor) return { ...EMPTY_INVESTOR, organisation: company?.trim() ?? '' };
  const { organisation, ticket_min, ticket_max, currency, instruments, regions, stages, accreditation } = investor;
  return { organisation, ticket_min, ticket_max, currency, instruments, regions, stages, accreditation };
}

/**
 * /investor: the investor's onboarding (the first save creates the profile) and its review status; below the
 * investor home once activated (`embedded`: its heading is then a section's).
 */
export function InvestorProfile({ embedded = false }: { embedded?: boolean }) {
  const t = useTranslations('investors');
  const { me } = useShared();
  const mine = useGetMyInvestorQuery();
  const [save, saving] = useSaveMyInvestorMutation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void loadForm();
  }, []);

  if (mine.error) {
    return (
      <Container size="md" py="xl">
        <Alert color="gray" title={t('profile.unavailableTitle')}>
          {failureMessage(mine.error, t('profile.unavailable'))}
        </Alert>
      </Container>
    );
  }
  if (mine.data === undefined) {
    return (
      <Container size="md" py="xl">
        <Skeleton height={400} radius="md" />
      </Container>
    );
  }
  const investor = mine.data;
  const onSave = async (values: InvestorInput) => {
    setError(null);
    try {
      await save(values).unwrap();
    } catch (failure) {
      setError(failureMessage(failure, t('profile.saveFailed')));
    }
  };

  return (
    <Container size="md" py="xl" id="investor-profile">
      <Title order={embedded ? 2 : 1} mb={4}>
        {investor ? t('profile.heading') : t('profile.onboardingHeading')}
      </Title>
      <Text c="gray.7" mb="lg">
        {investor ? t('profile.intro') : t('profile.onboardingIntro')}
      </Text>
      {investor && (
        <Paper withBorder radius="md" p="lg" mb="lg" component="section" aria-labelledby="investor-status">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4" id="investor-status">
              {t('profile.statusTitle')}
            </Title>
            <Badge color={COLOR[investor.status]} variant="light" size="lg">
              {t(`investorStatuses.${investor.status}`)}
            </Badge>
          </Group>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`profile.statusHelp.${investor.status}`)}</Text>
            {investor.status === 'refused' && investor.refusal_reason && (
              <Alert color="red" variant="light" title={t('profile.refusedBecause')} w="100%">
                {investor.refusal_reason}
              </Alert>
            )}
            <Button component={Link} href={OPPORTUNITIES_PATH} variant={investor.status === 'activated' ? 'filled' : 'default'} size="xs">
              {t('profile.toOpportunities')}
            </Button>
          </Stack>
        </Paper>
      )}
      <InvestorForm key={investor?.updated_at ?? 'new'} initial={inputOf(investor, me?.company)} saving={saving.isLoading} error={error} onSave={(values) => void onSave(values)} />
    </Container>
  );
}
