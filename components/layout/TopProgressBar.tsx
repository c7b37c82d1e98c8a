import { Progress } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/store/hooks';
import classes from './AppShell.module.css';

/** A thin bar along the top of the window while `app.progressBar` is between 0 and 100 (exclusive). */
export function TopProgressBar() {
  const t = useTranslations('status');
  const value = useAppSelector((state) => state.app.progressBar);
  if (!(value > 0 && value < 100)) return null;
  return (
    <Progress
      value={value}
      size={4}
      radius={0}
      className={classes.progress}
      aria-label={t('progress')}
      transitionDuration={200}
    />
  );
}
