import { Anchor, Group } from '@mantine/core';
import { useRouter } from 'next/compat/router';
import { useTranslations } from 'next-intl';
import { useShared } from '@/components/providers/SharedContext';
import Link from '@/components/ui/Link';
import { STAFF_DEVELOPERS_PATH } from '@/lib/page-routes/companies';
import { STAFF_INVESTORS_PATH } from '@/lib/page-routes/investors';
import { STAFF_OEMS_PATH } from '@/lib/page-routes/oems';
import { STAFF_PUBLICATIONS_PATH } from '@/lib/page-routes/opportunities';
import { STAFF_CONFIGURATION_PATH, STAFF_HOME_PATH } from '@/lib/page-routes/staff';
import { STAFF_USERS_PATH } from '@/lib/page-routes/staff-users';
import { STAFF_SUPPORT_PATH } from '@/lib/page-routes/support';

/** The sections of staff's console, in the order of the navigation; OEMs only while "show OEM" is on. */
const SECTIONS = [
  { path: STAFF_HOME_PATH, label: 'home' },
  { path: STAFF_PUBLICATIONS_PATH, label: 'publications' },
  { path: STAFF_INVESTORS_PATH, label: 'investors' },
  { path: STAFF_OEMS_PATH, label: 'oems', oem: true },
  { path: STAFF_DEVELOPERS_PATH, label: 'developers' },
  { path: STAFF_USERS_PATH, label: 'users' },
  { path: STAFF_SUPPORT_PATH, label: 'support' },
  { path: STAFF_CONFIGURATION_PATH, label: 'configuration' },
] as const;

/** The navigation between the sections of staff's console, on each of its pages; the page shown is marked. */
export function StaffNav() {
  const t = useTranslations('staffConsole.nav');
  // The compat router: null outside a mounted Next router (a screen rendered alone in a unit test).
  const pathname = useRouter()?.pathname;
  const { showOem } = useShared().settings;
  return (
    <Group component="nav" aria-label={t('label')} gap="md" mb="sm" wrap="wrap" data-testid="staff-nav">
      {SECTIONS.filter((section) => showOem || !('oem' in section)).map((section) => {
        const current = pathname === section.path;
        return (
          <Anchor key={section.path} component={Link} href={section.path} size="sm" fw={current ? 700 : 400} aria-current={current ? 'page' : undefined}>
            {t(section.label)}
          </Anchor>
        );
      })}
    </Group>
  );
}
