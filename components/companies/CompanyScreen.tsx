import { Alert, Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import { useShared } from '@/components/providers/SharedContext';
import { HydratedControls } from '@/components/ui/HydratedControls';
import { Link } from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { developerHref } from '@/lib/page-routes/companies';
import type { Company } from '@/lib/schemas/companies';
import { useGetMyCompanyQuery } from '@/store/api/companies';
import { CompanyForm } from './CompanyForm';
import { CompanyLogo } from './CompanyLogo';
import { CompanyInvitations } from './CompanyInvitations';
import { CompanyMembers } from './CompanyMembers';
import { CompanyProjects } from './CompanyProjects';

/** The company's profile as its members read it. */
function CompanyFacts({ company }: { company: Company }) {
  const t = useTranslations('companies');
  const locale = useLocale();
  const country = company.country ? (new Intl.DisplayNames([locale], { type: 'region' }).of(company.country) ?? company.country) : null;
  const rows: [string, string | null][] = [
    [t('registrationNumber'), company.registration_number],
    [t('country'), country],
    [t('sectors'), company.sectors.join(', ') || null],
  ];
  return (
    <Stack gap="xs">
      {/* One grid for every row, so that the values line up whatever the length of the labels in each language. */}
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '0.5rem 1rem' }}>
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text component="dt" size="sm" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} c={value ? undefined : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
              {value ?? t('notSet')}
            </Text>
          </Fragment>
        ))}
      </Box>
      {company.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{company.description}</Text>}
      {company.website && (
        <Anchor href={company.website} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {company.website}
        </Anchor>
      )}
    </Stack>
  );
}

/** /company: the caller's developer company — create it, or read it, edit it (admins), its members, invitations and projects. */
export function CompanyScreen() {
  const t = useTranslations('companies');
  const { me } = useShared();
  const view = useGetMyCompanyQuery();
  const [editing, setEditing] = useState(false);

  if (view.isLoading) return <Skeleton height={320} radius="lg" />;
  if (!view.data)
    return (
      <Alert color="red" role="alert">
        {failureMessage(view.error, t('saveFailed'))}
      </Alert>
    );
  const { company } = view.data;
  if (!company)
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('noCompanyTitle')}
          </Title>
          <Text c="gray.7">{t('noCompanyBody')}</Text>
          <HydratedControls>
            <CompanyForm company={null} />
          </HydratedControls>
        </Stack>
      </Paper>
    );
  const isAdmin = view.data.role === 'admin';

  return (
    <HydratedControls>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="md" wrap="nowrap" align="flex-start">
                {company.has_logo && <CompanyLogo company={company} size={56} />}
                <Stack gap={4}>
                  <Text size="sm" c="gray.7">
                    {t('companyTitle')}
                  </Text>
                  <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                    {company.legal_name}
                  </Title>
                  <Anchor component={Link} href={developerHref(company.id)} size="sm">
                    {t('publicPage')}
                  </Anchor>
                </Stack>
              </Group>
              <Group gap="xs">
                {view.data.role && <Badge variant="light">{t(view.data.role)}</Badge>}
                {isAdmin && !editing && (
                  <Button variant="default" size="sm" onClick={() => setEditing(true)}>
                    {t('edit')}
                  </Button>
                )}
              </Group>
            </Group>
            {editing ? <CompanyForm company={company} onDone={() => setEditing(false)} /> : <CompanyFacts company={company} />}
          </Stack>
        </Paper>
        <CompanyMembers view={view.data} myId={me?.id ?? ''} />
        {isAdmin && <CompanyInvitations invitations={view.data.invitations} />}
        <CompanyProjects />
      </Stack>
    </HydratedControls>
  );
}
