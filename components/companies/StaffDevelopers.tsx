import { Button, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StaffConsoleFrame } from '@/components/ui/StaffConsoleFrame';
import { StaffSearch } from '@/components/ui/StaffSearch';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { developerHref } from '@/lib/page-routes/companies';
import { downloadDevelopersCsv, useGetDeveloperDirectoryQuery } from '@/store/api/developers';

/** /staff/developers: staff's directory of developer companies, searched and paged, exported as CSV. */
export function StaffDevelopers() {
  const t = useTranslations('companies');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const directory = useGetDeveloperDirectoryQuery({ search, page });
  const data = directory.data;

  const submit = () => {
    setSearch(typed.trim());
    setPage(1);
  };
  const exportCsv = () => {
    setExportError(null);
    downloadDevelopersCsv(search).catch((failure: unknown) => setExportError(failureMessage(failure, t('exportFailed'))));
  };

  return (
    <StaffConsoleFrame title={t('staffDevelopersTitle')} intro={t('staffDevelopersIntro')}>
      <StaffSearch
        fields={
          <TextInput
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
        }
        submitLabel={t('search')}
        onSubmit={submit}
        actions={
          <Button variant="default" onClick={exportCsv}>
            {t('exportCsv')}
          </Button>
        }
        exportError={exportError}
        status={data && t('count', { count: data.total })}
        failure={directory.error && (failureStatus(directory.error) === 403 ? t('staffOnly') : failureMessage(directory.error, t('loadError')))}
        rows={data?.items.map((entry) => ({
          key: entry.company_id,
          href: developerHref(entry.company_id),
          title: entry.legal_name,
          lines: [
            [entry.registration_number, entry.country, entry.sectors.join(', ')].filter(Boolean).join(' · '),
            `${t('membersCount', { count: entry.members })} · ${t('projectsCount', { count: entry.projects })}`,
          ],
        }))}
        pages={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1}
        page={page}
        onPage={setPage}
      />
    </StaffConsoleFrame>
  );
}
