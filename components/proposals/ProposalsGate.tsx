import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SignInGate } from '@/components/layout/SignInGate';

/** The proposals' pages need an account (components/layout/SignInGate.tsx). */
export function ProposalsGate({ children }: { children: ReactNode }) {
  const t = useTranslations('proposals');
  return (
    <SignInGate title={t('signInTitle')} body={t('signInBody')} action={t('signIn')}>
      {children}
    </SignInGate>
  );
}
