import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconFolder, IconLanguage, IconLock } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import Link from '@/components/ui/Link';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { toLanguage } from '@/lib/i18n/language';
import { dataroomHref } from '@/lib/page-routes/dataroom';
import { useGetCommitmentTermsQuery } from '@/store/api/commitments';
import { SignatureRecord } from './SignatureRecord';

/*
 * The terms (Mantine's ScrollArea, which brings floating-ui) and the signing form (Select, NumberInput) load in their
 * own chunks. The server draws them with the terms it read (server/ssr/opportunity-page-data.ts); when it could not, the
 * browser fetches them while the terms load.
 */
// Each `import()` sits in its `dynamic()` call: that is how the build knows to render the part on the server and to
// load its chunk before the page hydrates.
const TermsDocument = dynamic(() => import('./TermsDocument').then((module) => module.TermsDocument), {
  loading: () => <Skeleton height={320} radius="md" />,
});
const SignForm = dynamic(() => import('./SignForm').then((module) => module.SignForm), {
  loading: () => <Skeleton height={240} radius="md" />,
});

/**
 * The commitment terms of an opportunity: an activated investor reads them and signs (then finds the record and
 * the signed PDF); the developer side and staff read them with every signature.
 */
export function SigningScreen({ opportunityId }: { opportunityId: string }) {
  const t = useTranslations('commitments');
  const closed = useTranslations('signing');
  // The terms in the reader's language (the French text has its own version and SHA-256, and the form signs those
  // shown); an investor who signed gets the text signed, in its language, which the note below names.
  const language = toLanguage(useLocale());
  const terms = useGetCommitmentTermsQuery({ opportunityId, language });
  useEffect(() => {
    void import('./TermsDocument');
    void import('./SignForm');
  }, []);
  if (terms.error) {
    const status = failureStatus(terms.error);
    const message = status === 404 ? t('notFound') : status === 403 ? t('notActivated') : failureMessage(terms.error, t('loadError'));
    return (
      <Alert color="gray" icon={<IconAlertCircle size={18} aria-hidden />} title={t('unavailable')}>
        {message}
      </Alert>
    );
  }
  const data = terms.data;
  if (!data) return <Skeleton height={320} radius="md" />;
  const investor = data.side === 'investor';
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {data.opportunity_title}
      </Title>
      {investor && !data.listed && data.signatures.length > 0 && (
        <Alert color="blue" icon={<IconLock size={18} aria-hidden />}>
          {closed('closedNotice')}
        </Alert>
      )}
      {data.language !== language && (
        <Alert color="blue" icon={<IconLanguage size={18} aria-hidden />}>
          {t('signedInOtherLanguage', { language: data.language })}
        </Alert>
      )}
      <TermsDocument terms={data} />
      {investor && data.can_sign && <SignForm terms={data} onStale={() => void terms.refetch()} />}
      {!investor && <Text c="gray.7">{t('signatures.readOnly')}</Text>}
      {!investor && (
        <Title order={2} size="h3">
          {t('signatures.title')}
        </Title>
      )}
      {!investor && data.signatures.length === 0 && <Text>{t('signatures.none')}</Text>}
      {data.signatures.map((signature) => (
        <Paper key={signature.id} withBorder radius="md" p="lg">
          <SignatureRecord signature={signature} own={investor} />
        </Paper>
      ))}
      {investor && data.signatures.length > 0 && (
        <Button component={Link} href={dataroomHref(opportunityId)} leftSection={<IconFolder size={16} aria-hidden />} w="fit-content">
          {t('links.dataroom')}
        </Button>
      )}
    </Stack>
  );
}
