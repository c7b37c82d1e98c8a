import { useTranslations } from 'next-intl';
import { SignInInvitation } from '../SignInInvitation';

/** /homepage for someone who is not signed in. */
export function SignedOutDashboard() {
  const t = useTranslations('homepage');
  return <SignInInvitation title={t('signedOutTitle')} body={t('signedOutBody')} />;
}
