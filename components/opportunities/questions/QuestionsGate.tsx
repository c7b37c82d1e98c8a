import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { SignInGate } from '@/components/layout/SignInGate';

/** The questions' pages need an account; sign-in comes back to the page (R-21.1, components/layout/SignInGate.tsx). */
export function QuestionsGate({ children }: { children: ReactNode }) {
  const t = useTranslations('questions');
  return (
    <SignInGate title={t('signInTitle')} body={t('signInBody')} action={t('signIn')}>
      {children}
    </SignInGate>
  );
}
