import { Alert } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { ChainVerification } from '@/lib/schemas/audit';

/** Whether the opportunity's audit chain holds, or where it breaks and why. */
export function ChainStatus({ verification }: { verification: ChainVerification }) {
  const t = useTranslations('commitments.audit');
  if (verification.valid) {
    return (
      <Alert color="green" icon={<IconShieldCheck size={18} aria-hidden />} role="status">
        {t('valid', { length: verification.length })}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconShieldX size={18} aria-hidden />} role="alert">
      {t('broken', { seq: verification.broken_at_seq ?? 0, reason: verification.reason ? t(`reasons.${verification.reason}`) : '' })}
    </Alert>
  );
}
