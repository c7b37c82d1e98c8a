import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { failureMessage } from '@/lib/api/failure-message';
import type { DeveloperPage } from '@/lib/schemas/developers';
import { useSetDeveloperVisibilityMutation } from '@/store/api/developers';

/** Admins choose whom their developer page is shown to: investors, OEMs, both or neither. */
export function DeveloperVisibility({ page }: { page: DeveloperPage }) {
  const t = useTranslations('companies');
  const [save, state] = useSetDeveloperVisibilityMutation();
  const [error, setError] = useState<string | null>(null);
  const change = (field: 'show_to_investors' | 'show_to_oems', value: boolean) => {
    setError(null);
    save({ company_id: page.company_id, show_to_investors: page.show_to_investors, show_to_oems: page.show_to_oems, [field]: value })
      .unwrap()
      .catch((failure: unknown) => setError(failureMessage(failure, t('visibilityFailed'))));
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('visibility')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('visibilityHint')}
        </Text>
        <Switch
          label={t('showToInvestors')}
          checked={page.show_to_investors}
          disabled={state.isLoading}
          onChange={(event) => change('show_to_investors', event.currentTarget.checked)}
        />
        <Switch label={t('showToOems')} checked={page.show_to_oems} disabled={state.isLoading} onChange={(event) => change('show_to_oems', event.currentTarget.checked)} />
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
