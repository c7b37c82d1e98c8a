import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import classes from './AppShell.module.css';

/**
 * A thin bar along the top of the window while `app.progressBar` is between 0 and 100 (exclusive). A plain element
 * rather than Mantine's `Progress`: the shell is on every page, and the bar needs nothing but a width.
 */
export function TopProgressBar() {
  const t = useTranslations('status');
  const value = useAppSelector((state) => state.app.progressBar);
  if (!(value > 0 && value < 100)) return null;
  const now = Math.round(value);
  return (
    <div className={classes.progress} role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={now}>
      <div className={classes.progressValue} style={{ width: `${value}%` }} />
    </div>
  );
}
