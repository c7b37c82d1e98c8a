import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useFormatter, useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { proposalHref } from '@/lib/page-routes/proposals';
import type { ProposalSummary } from '@/lib/schemas/proposals';
import { ProposalStatusBadge } from './ProposalStatusBadge';

interface Props {
  proposals: ProposalSummary[] | undefined;
  failed: boolean;
  /** Which name a row shows beside the model: the OEM's (the project's list) or the project's (the OEM's list). */
  names: 'company' | 'project';
  empty: string;
}

/** A list of proposals, newest change first: each row opens the proposal's page. */
export function ProposalList({ proposals, failed, names, empty }: Props) {
  const t = useTranslations('proposals');
  const format = useFormatter();
  if (failed) return <Alert color="gray">{t('loadError')}</Alert>;
  if (!proposals) return <Skeleton height={120} radius="md" />;
  if (proposals.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {proposals.map((proposal) => (
        <Paper key={proposal.id} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <div>
              <Anchor component={Link} href={proposalHref(proposal.id)} fw={600}>
                {proposal.current.model}
              </Anchor>
              <Text size="sm" c="gray.7">
                {names === 'company' ? t('fromCompany', { company: proposal.company_name }) : t('toProject', { project: proposal.project_name })} ·{' '}
                {t('versionLabel', { version: proposal.current_version })} ·{' '}
                {format.number(proposal.current.price_amount, { style: 'currency', currency: proposal.current.currency, maximumFractionDigits: 0 })}
              </Text>
            </div>
            <ProposalStatusBadge status={proposal.status} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
