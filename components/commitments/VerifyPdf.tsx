import { Alert, Button, Code, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle, IconCircleX, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { PdfVerification } from '@/lib/schemas/commitments';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { RecordList } from './RecordList';
import { useVerifyPdf } from './use-verify-pdf';
import classes from './Signing.module.css';

const LOOK = {
  valid: { color: 'green', icon: IconCircleCheck },
  modified: { color: 'red', icon: IconAlertTriangle },
  not_ours: { color: 'gray', icon: IconCircleX },
} as const;

/** What the seal names, for a party to the commitment: the record's essentials and whether the copy is the very file. */
function CommitmentFound({ result }: { result: PdfVerification }) {
  const t = useTranslations('signing.verify');
  const f = useInvestmentFormat();
  const commitment = result.commitment;
  if (!commitment) return result.signature_id ? <Text size="sm">{t('notYours', { id: result.signature_id })}</Text> : null;
  const rows: [string, ReactNode][] = [
    [t('opportunity'), commitment.opportunity_title],
    [t('investor'), commitment.investor_name],
    [t('amount'), f.price(commitment.commitment_amount, commitment.currency)],
    [t('signedAt'), f.dateTime(commitment.signed_at)],
    [t('version'), commitment.document_version],
    [t('signatureId'), <Code key="id">{commitment.id}</Code>],
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('commitmentTitle')}
      </Title>
      <RecordList rows={rows} />
      <Text size="sm">{result.matches_record ? t('matches') : t('differs')}</Text>
    </Stack>
  );
}

/** A copy of a signed PDF checked against the platform's seal: the verdict, why, and which commitment it is. */
export function VerifyPdf() {
  const t = useTranslations('signing.verify');
  const [file, setFile] = useState<File | null>(null);
  const [verify, verification] = useVerifyPdf();
  const result = verification.data;
  const look = result ? LOOK[result.verdict] : null;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <FileInput
            label={t('file')}
            placeholder={t('filePlaceholder')}
            accept="application/pdf,.pdf"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              verification.reset();
            }}
            clearable
          />
          <Group>
            <Button disabled={!file} loading={verification.isLoading} onClick={() => file && void verify(file)}>
              {t('check')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {verification.error !== undefined && (
        <Alert color="red" role="alert">
          {failureMessage(verification.error, t('failed'))}
        </Alert>
      )}
      {result && look && (
        <Paper withBorder radius="md" p="lg" role="status" aria-live="polite">
          <Stack gap="md">
            <Alert color={look.color} icon={<look.icon size={20} aria-hidden />} title={t(`verdicts.${result.verdict}`)}>
              {t(`findings.${result.finding}`)}
            </Alert>
            <CommitmentFound result={result} />
            <Text size="xs" c="gray.7">
              {t('sha256')}: <Code className={classes.hash}>{result.sha256}</Code>
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
