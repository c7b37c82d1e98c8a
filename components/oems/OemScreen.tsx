import { Alert, Anchor, Container, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { HydratedControls } from '@/components/ui/HydratedControls';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { OEM_MATCHES_PATH } from '@/lib/page-routes/oems';
import type { Oem } from '@/lib/schemas/oems';
import { useGetMyOemQuery } from '@/store/api/oems';
import { OfferForm } from './OfferForm';
import { RequirementsForm } from './RequirementsForm';

const STATUS_COLOURS = { none: 'gray', pending: 'sand', verified: 'forest', refused: 'red' } as const;

/** The OEM's verification state in plain words. */
function StatusNotice({ oem }: { oem: Oem | null }) {
  const t = useTranslations('oems');
  const status = oem?.status ?? 'none';
  return (
    <Alert color={STATUS_COLOURS[status]} role="status" title={oem ? t(`values.oemStatuses.${oem.status}`) : undefined}>
      {t(`offer.status.${status}`, { reason: oem?.refusal_reason ?? '' })}
    </Alert>
  );
}

/** /oem: an OEM signs up with its offer, edits it, reads its verification state and sets its requirements. */
export function OemScreen() {
  const t = useTranslations('oems');
  const mine = useGetMyOemQuery();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('meta.offer')}</Title>
            <Text c="gray.7">{t('offer.intro')}</Text>
          </div>
          {mine.data?.status === 'verified' && (
            <Anchor component={Link} href={OEM_MATCHES_PATH} fw={600}>
              {t('offer.matches')}
            </Anchor>
          )}
        </Group>
        {mine.error ? (
          <Alert color="red" role="alert">
            {failureMessage(mine.error, t('requirements.needOffer'))}
          </Alert>
        ) : mine.data === undefined ? (
          <Skeleton height={320} radius="md" />
        ) : (
          <HydratedControls>
            <StatusNotice oem={mine.data} />
            {/* One form from the first save on: a new key would remount it and lose its "Offer saved". */}
            <OfferForm oem={mine.data} />
            <Divider />
            {mine.data ? <RequirementsForm key={mine.data.company_id} requirements={mine.data.requirements} /> : <Text c="gray.7">{t('requirements.needOffer')}</Text>}
          </HydratedControls>
        )}
      </Stack>
    </Container>
  );
}
