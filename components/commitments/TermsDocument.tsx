import { Code, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CommitmentTerms } from '@/lib/schemas/commitments';
import classes from './Signing.module.css';

/** The terms exactly as signed, with their version and the SHA-256 a signature names. */
export function TermsDocument({ terms }: { terms: CommitmentTerms }) {
  const t = useTranslations('commitments');
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" gap="xs" mb="sm">
        <Text size="sm" c="gray.7">
          {t('version', { version: terms.document_version })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('sha256')} <Code className={classes.hash}>{terms.document_sha256}</Code>
        </Text>
      </Group>
      <ScrollArea.Autosize mah={480} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('termsLabel') }}>
        <Text component="pre" className={classes.terms}>
          {terms.text}
        </Text>
      </ScrollArea.Autosize>
    </Paper>
  );
}
