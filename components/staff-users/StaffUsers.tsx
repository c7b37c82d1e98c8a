import { Alert, Anchor, Badge, Button, TextInput } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Link } from '@/components/ui/Link';
import { StaffConsoleFrame } from '@/components/ui/StaffConsoleFrame';
import { StaffSearch } from '@/components/ui/StaffSearch';
import { failureStatus } from '@/lib/api/api-error';
import { failureMessage } from '@/lib/api/failure-message';
import { STAFF_USERS_PATH, staffUserHref } from '@/lib/page-routes/staff-users';
import { queryValue } from '@/lib/page-routes/shell';
import { USER_STATES, type StaffUserFilters } from '@/lib/schemas/staff-users';
import { ROLES, type Role } from '@/lib/schemas/users';
import { downloadSignInsCsv, downloadUsersCsv, useSearchStaffUsersQuery } from '@/store/api/staff-users';

const EMPTY: StaffUserFilters = { state: 'all' };

/** /staff/users: staff search users by name, e-mail, company and role, page through them and export what is on screen. */
export function StaffUsers() {
  const t = useTranslations('staffUsers');
  const [typed, setTyped] = useState<StaffUserFilters>(EMPTY);
  const [filters, setFilters] = useState<StaffUserFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  // The console's home links to the users whose erasure request waits (`?erasure=requested`).
  const router = useRouter();
  const erasure = queryValue(router.query.erasure) === 'requested' ? 'requested' : undefined;
  const shown: StaffUserFilters = { ...filters, erasure };
  const result = useSearchStaffUsersQuery({ ...shown, page });
  const data = result.data;

  const submit = () => {
    setFilters({ ...typed, search: typed.search?.trim() || undefined, company: typed.company?.trim() || undefined });
    setPage(1);
  };
  const exportWith = (download: (filters: StaffUserFilters) => Promise<string>) => () => {
    setExportError(null);
    download(shown).catch((failure: unknown) => setExportError(failureMessage(failure, t('exportFailed'))));
  };

  return (
    <StaffConsoleFrame title={t('title')} intro={t('intro')}>
      {erasure && (
        <Alert color="orange" mb="md">
          {t('erasureRequestsOnly')}{' '}
          <Anchor component={Link} href={STAFF_USERS_PATH}>
            {t('showEveryone')}
          </Anchor>
        </Alert>
      )}
      <StaffSearch
        fields={
          <>
            <TextInput
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={typed.search ?? ''}
              onChange={(event) => setTyped({ ...typed, search: event.currentTarget.value })}
              style={{ flex: '1 1 220px' }}
            />
            <TextInput
              label={t('company')}
              value={typed.company ?? ''}
              onChange={(event) => setTyped({ ...typed, company: event.currentTarget.value })}
              style={{ flex: '1 1 160px' }}
            />
            <Select
              label={t('role')}
              data={[{ value: '', label: t('anyRole') }, ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))]}
              value={typed.role ?? ''}
              onChange={(value) => setTyped({ ...typed, role: (value || undefined) as Role | undefined })}
              allowDeselect={false}
              style={{ flex: '0 1 160px' }}
            />
            <Select
              label={t('state')}
              data={USER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
              value={typed.state}
              onChange={(value) => setTyped({ ...typed, state: (value ?? 'all') as StaffUserFilters['state'] })}
              allowDeselect={false}
              style={{ flex: '0 1 140px' }}
            />
          </>
        }
        submitLabel={t('searchButton')}
        onSubmit={submit}
        actions={
          <>
            <Button variant="default" onClick={exportWith(downloadUsersCsv)}>
              {t('exportUsers')}
            </Button>
            <Button variant="default" onClick={exportWith(downloadSignInsCsv)}>
              {t('exportSignIns')}
            </Button>
          </>
        }
        exportError={exportError}
        status={data && (data.capped ? t('countCapped', { count: data.total }) : t('count', { count: data.total }))}
        failure={result.error && (failureStatus(result.error) === 403 ? t('staffOnly') : failureMessage(result.error, t('loadError')))}
        rows={data?.items.map((user) => ({
          key: user.id,
          href: staffUserHref(user.id),
          title: user.name,
          badge: user.disabled && <Badge color="red">{t('disabled')}</Badge>,
          lines: [[user.email, user.company, user.roles.map((role) => t(`roles.${role}`)).join(', ')].filter(Boolean).join(' · ')],
        }))}
        pages={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1}
        page={page}
        onPage={setPage}
      />
    </StaffConsoleFrame>
  );
}
