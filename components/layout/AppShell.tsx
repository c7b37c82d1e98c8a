import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { VisuallyHidden } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useWaitingForUser } from '@/components/providers/use-waiting-for-user';
import { Footer } from './Footer';
import { Header } from './Header';
import { ShellPopups } from './popups/ShellPopups';
import { StatusMessages } from './StatusMessages';
import { ToastBridge } from './ToastBridge';
import { TopProgressBar } from './TopProgressBar';
import classes from './AppShell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

const LoadingCover = dynamic(() => import('./LoadingCover'));

export interface AppShellProps {
  children: ReactNode;
  /** Cover the page with the loading overlay while `app.loading` is set (pages that need the user). */
  showLoading?: boolean;
}

/**
 * The frame of every page: skip link, header, the app's messages, the page, the footer, and everything the
 * interface state drives (progress bar, toasts, popups, loading overlay).
 */
export function AppShell({ children, showLoading = false }: AppShellProps) {
  const t = useTranslations('status');
  const tNav = useTranslations('nav');
  // A page rendered signed in has nothing to wait for: the overlay only covers a page still waiting for its user.
  const waiting = useWaitingForUser();

  return (
    <div className={classes.shell}>
      <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={() => document.getElementById(MAIN_CONTENT_ID)?.focus()}>
        {tNav('skipToContent')}
      </a>
      <TopProgressBar />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <div className={classes.messages}>
          <StatusMessages />
        </div>
        {showLoading && <LoadingCover visible={waiting} label={t('loading')} />}
        {showLoading && waiting && <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>}
        {children}
      </main>
      <Footer />
      <ToastBridge />
      <ShellPopups />
    </div>
  );
}
