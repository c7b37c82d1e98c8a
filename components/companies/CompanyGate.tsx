import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SignInGate } from '@/components/layout/SignInGate';

/** The company pages need an account (components/layout/SignInGate.tsx); they sit in a container of their own. */
export function CompanyGate({ children }: { children: ReactNode }) {
  const t = useTranslations('companies');
  return (
    <SignInGate title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} contained={false}>
      {children}
    </SignInGate>
  );
}
