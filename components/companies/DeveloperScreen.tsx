import { Alert, Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { HydratedControls } from '@/components/ui/HydratedControls';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { useGetMyCompanyQuery } from '@/store/api/companies';
import { useGetDeveloperPageQuery } from '@/store/api/developers';
import { DeveloperTrackRecord } from './DeveloperTrackRecord';
import { DeveloperVisibility } from './DeveloperVisibility';

/** /developers/[id]: a developer company's page; its admins also choose whom it is shown to. */
export function DeveloperScreen({ companyId }: { companyId: string }) {
  const t = useTranslations('companies');
  const developer = useGetDeveloperPageQuery(companyId);
  const mine = useGetMyCompanyQuery();
  const page = developer.data;
  if (developer.isLoading) return <Skeleton height={320} radius="lg" />;
  if (!page)
    return (
      <Alert color="gray" role="alert">
        {failureStatus(developer.error) === 404 ? t('pageMissing') : failureMessage(developer.error, t('pageMissing'))}
      </Alert>
    );
  const isAdmin = mine.data?.company?.id === page.company_id && mine.data.role === 'admin';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Text size="sm" fw={600} c="forest.8" tt="uppercase">
            {t('developerKicker')}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {page.legal_name}
          </Title>
          <Group gap="xs">
            {page.country && <Badge variant="light">{page.country}</Badge>}
            {page.sectors.map((sector) => (
              <Badge key={sector} variant="outline" color="gray">
                {sector}
              </Badge>
            ))}
            {page.founded_year !== null && (
              <Text size="sm" c="gray.7">
                {t('founded', { year: String(page.founded_year) })}
              </Text>
            )}
          </Group>
          {page.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{page.description}</Text>}
          {page.website && (
            <Anchor href={page.website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
              {page.website}
            </Anchor>
          )}
        </Stack>
      </Paper>
      <DeveloperTrackRecord record={page.track_record} />
      {isAdmin && (
        <HydratedControls>
          <DeveloperVisibility page={page} />
        </HydratedControls>
      )}
    </Stack>
  );
}
