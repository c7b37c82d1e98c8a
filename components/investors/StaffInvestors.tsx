import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDecideInvestorMutation, useGetInvestorQueueQuery } from '@/store/api/investors';
import { DecisionControls } from '@/components/ui/DecisionControls';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { StaffQueue } from '@/components/ui/StaffQueue';
import { DeactivateInvestor } from './DeactivateInvestor';
import classes from './Investors.module.css';

const STATUSES = ['pending', 'activated', 'refused', 'deactivated'] as const;

/** /staff/investors: the investors awaiting activation (and the others by status); activate, or refuse with a reason. */
export function StaffInvestors() {
  const t = useTranslations('investors');
  const to = useTranslations('opportunities');
  const ts = useTranslations('staff');
  const f = useInvestmentFormat();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [page, setPage] = useState(1);
  const queue = useGetInvestorQueueQuery({ status, page });
  const [decide] = useDecideInvestorMutation();
  const names = (values: string[], prefix: string) => values.map((value) => to(`${prefix}.${value}`)).join(', ');
  return (
    <StaffQueue
      title={ts('investorsTitle')}
      intro={t('staff.investorsIntro')}
      statuses={STATUSES}
      status={status}
      onStatus={setStatus}
      statusLabel={(value) => t(`investorStatuses.${value}`)}
      page={page}
      onPage={setPage}
      data={queue.data}
      error={queue.error}
    >
      {queue.data?.items.map((investor) => (
        <Paper key={investor.user_id} component="article" withBorder radius="md" p="lg" aria-labelledby={`investor-${investor.user_id}`}>
          <Stack gap="xs">
            <div>
              <Title order={2} size="h4" id={`investor-${investor.user_id}`}>
                {investor.organisation}
              </Title>
              <Text size="xs" c="gray.7">
                {investor.name}
                {investor.email && ` · ${investor.email}`} · {t('staff.since', { date: f.date(investor.created_at) })}
              </Text>
              <Badge color={investor.email_verified ? 'forest' : 'sand'} variant="light" mt={4}>
                {investor.email_verified ? t('staff.emailConfirmed') : t('staff.emailUnconfirmed')}
              </Badge>
            </div>
            <Text size="sm">
              {to('fields.ticket')}: {f.ticket(investor)}
            </Text>
            <Text size="sm">
              {t('profile.instruments')}: {names(investor.instruments, 'instruments')}
            </Text>
            <Text size="sm">
              {t('profile.regions')}: {names(investor.regions, 'regions')}
            </Text>
            <Text size="sm">
              {t('profile.stages')}: {names(investor.stages, 'stages')}
            </Text>
            <Text size="sm" fw={600} mt="xs">
              {t('profile.accreditation')}
            </Text>
            <Text size="sm" className={classes.preWrap}>
              {investor.accreditation}
            </Text>
            {investor.refusal_reason && <Text size="sm">{ts('previousReason', { reason: investor.refusal_reason })}</Text>}
            {investor.status === 'activated' && <DeactivateInvestor investor={investor} />}
            {(investor.status === 'pending' || investor.status === 'refused' || investor.status === 'deactivated') && (
              <DecisionControls
                yesLabel={t('staff.activate')}
                noLabel={t('staff.refuse')}
                onDecide={(decision, reason) =>
                  decide({ investor_id: investor.user_id, decision: decision === 'yes' ? 'activate' : 'refuse', reason: reason || undefined }).unwrap()
                }
              />
            )}
          </Stack>
        </Paper>
      ))}
    </StaffQueue>
  );
}
