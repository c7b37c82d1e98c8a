import { useTranslations } from 'next-intl';
import { ConfigurationSnapshots } from './ConfigurationSnapshots';
import { MaintenanceSwitch } from './MaintenanceSwitch';
import { StaffConsoleFrame } from '@/components/ui/StaffConsoleFrame';

/** /staff/configuration: the maintenance switch, then App Configuration's snapshots. */
export function ConfigurationScreen() {
  const t = useTranslations('staffConsole.configuration');
  return (
    <StaffConsoleFrame title={t('title')} intro={t('intro')}>
      <MaintenanceSwitch />
      <ConfigurationSnapshots />
    </StaffConsoleFrame>
  );
}
