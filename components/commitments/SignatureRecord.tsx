import { Alert, Button, Code, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { VERIFY_PDF_PATH } from '@/lib/page-routes/commitments';
import type { CommitmentSignature } from '@/lib/schemas/commitments';
import { downloadSignedPdf, useValidateSignatureMutation } from '@/store/api/commitments';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import { RecordList } from './RecordList';
import classes from './Signing.module.css';

/** A signature's record, the signed PDF to download, and a check of the signature against its document and trail. */
export function SignatureRecord({ signature, own }: { signature: CommitmentSignature; own: boolean }) {
  const t = useTranslations('commitments');
  const checkCopy = useTranslations('signing');
  const f = useInvestmentFormat();
  const [validate, validation] = useValidateSignatureMutation();
  const [downloadFailure, setDownloadFailure] = useState<string | null>(null);
  const result = validation.data;
  const rows: [string, ReactNode][] = [
    [t('record.signedAt'), f.dateTime(signature.signed_at)],
    [t('record.typedName'), signature.typed_full_name],
    [t('record.amount'), f.price(signature.commitment_amount, signature.currency)],
    [t('record.address'), signature.ip_address],
    [t('record.userAgent'), signature.user_agent],
    [
      t('record.documentHash'),
      <Code key="d" className={classes.hash}>
        {signature.document_sha256}
      </Code>,
    ],
    [
      t('record.pdfHash'),
      <Code key="p" className={classes.hash}>
        {signature.pdf_sha256}
      </Code>,
    ],
  ];
  const download = () => {
    setDownloadFailure(null);
    downloadSignedPdf(signature.id).catch((error: unknown) => setDownloadFailure(failureMessage(error, t('record.downloadFailed'))));
  };
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {own ? t('record.title') : t('record.titleOf', { name: signature.investor_name || signature.typed_full_name })}
      </Title>
      <RecordList rows={rows} />
      <Group gap="sm">
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {t('record.download')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
          loading={validation.isLoading}
          onClick={() => void validate({ signature_id: signature.id })}
        >
          {t('record.validate')}
        </Button>
        <Button variant="subtle" component={Link} href={VERIFY_PDF_PATH}>
          {checkCopy('checkCopy')}
        </Button>
      </Group>
      {downloadFailure && (
        <Alert color="red" role="alert">
          {downloadFailure}
        </Alert>
      )}
      {result && (
        <Alert color={result.valid ? 'green' : 'red'} role="status">
          {result.valid ? t('record.valid') : t('record.invalid', { check: result.reason ? t(`checks.${result.reason}`) : '' })}
        </Alert>
      )}
      {validation.error && (
        <Alert color="red" role="alert">
          {failureMessage(validation.error, t('record.validateFailed'))}
        </Alert>
      )}
    </Stack>
  );
}
