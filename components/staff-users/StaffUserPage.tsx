import { Alert, Anchor, Badge, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { STAFF_USERS_PATH } from '@/lib/page-routes/staff-users';
import { useGetStaffUserQuery } from '@/store/api/staff-users';
import { StaffUserAccount } from './StaffUserAccount';
import { StaffUserErasureRequest } from './StaffUserErasureRequest';
import { StaffUserRoles } from './StaffUserRoles';

/** /staff/users/[id]: one user as staff see them: roles, company, projects, sign-ins, and the account's actions. */
export function StaffUserPage({ userId }: { userId: string }) {
  const t = useTranslations('staffUsers');
  const format = useFormatter();
  const { data: user, error } = useGetStaffUserQuery(userId);

  if (error && !user) {
    const status = failureStatus(error);
    return (
      <Container size="lg" py="xl">
        <Alert color="gray">{status === 403 ? t('staffOnly') : status === 404 ? t('notFound') : failureMessage(error, t('loadError'))}</Alert>
      </Container>
    );
  }
  if (!user) return <Skeleton height={320} radius="md" m="xl" />;

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} href={STAFF_USERS_PATH} size="sm">
        {t('back')}
      </Anchor>
      <Group gap="sm" mt="xs" mb={4} wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Title>
        {user.disabled && <Badge color="red">{t('disabled')}</Badge>}
      </Group>
      <Text c="gray.7" mb="lg" style={{ overflowWrap: 'anywhere' }}>
        {[user.email, user.company, user.job_title, user.phone].filter(Boolean).join(' · ')}
      </Text>
      <StaffUserErasureRequest user={user} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StaffUserRoles user={user} />
        <StaffUserAccount user={user} />
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('projectsTitle')}
          </Title>
          {user.projects.length === 0 ? (
            <Text size="sm">{t('noProjects')}</Text>
          ) : (
            <Stack gap={4}>
              {user.projects.map((project) => (
                <Text key={project.id} size="sm">
                  {project.name} {project.owner && <Badge size="xs">{t('owner')}</Badge>}
                </Text>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" style={{ overflowX: 'auto' }}>
          <Title order={2} size="h4" mb="sm">
            {t('signInsTitle')}
          </Title>
          {user.sign_ins.length === 0 ? (
            <Text size="sm">{t('noSignIns')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table fz="sm">
                <Table.Tbody>
                  {user.sign_ins.map((signIn) => (
                    <Table.Tr key={`${signIn.at}-${signIn.policy}`}>
                      <Table.Td>{format.dateTime(new Date(signIn.at), { dateStyle: 'short', timeStyle: 'short' })}</Table.Td>
                      <Table.Td>{t(`policies.${signIn.policy}`)}</Table.Td>
                      <Table.Td>{signIn.address}</Table.Td>
                      <Table.Td>{t(`results.${signIn.result}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
