import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

/** Only a visitor without an account sees it: it loads when shown, before hydration when the server drew it. */
const SignInInvitation = dynamic(() => import('../SignInInvitation').then((module) => module.SignInInvitation));

/** /homepage for someone who is not signed in. */
export function SignedOutDashboard() {
  const t = useTranslations('homepage');
  return <SignInInvitation title={t('signedOutTitle')} body={t('signedOutBody')} />;
}
