import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { Policy } from '@/lib/auth/policies';
import { rememberRedirectAfterLogin } from '@/lib/auth/redirect';
import { signIn, signUp } from '@/lib/auth/actions';
import { getClientConfig } from '@/lib/config/client-config';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setNeedLoginPopup } from '@/store/slices/app';
import { PolicyIcon } from '../PolicyIcon';

/**
 * `app.needLoginPopup`: an action needs an account. The page is remembered so that the user comes back to it
 * after signing in; the investor variant starts the investor policy.
 */
export function NeedLoginPopup() {
  const t = useTranslations('popups');
  const tAuth = useTranslations('auth');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { open, isInvestor } = useAppSelector((state) => state.app.needLoginPopup);
  // Google and LinkedIn only when configured: otherwise they would end on a "not configured" page.
  const federated = getClientConfig().federatedSignIn;

  const close = () => dispatch(setNeedLoginPopup({ open: false, isInvestor }));

  const start = (action: typeof signIn, policy: Policy) => {
    rememberRedirectAfterLogin(router.asPath);
    close();
    void action(policy);
  };

  return (
    <PopupModal opened={open} onClose={close} title={isInvestor ? t('needLoginInvestorTitle') : t('needLoginTitle')}>
      {isInvestor ? (
        <Stack>
          <Text size="sm">{t('needLoginInvestorBody')}</Text>
          <Button onClick={() => start(signIn, 'investors')}>{t('needLoginInvestorSignIn')}</Button>
          <Button variant="default" onClick={() => start(signUp, 'investors')}>
            {t('needLoginInvestorSignUp')}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">{t('needLoginBody')}</Text>
          <Button onClick={() => start(signIn, 'signin')}>{t('needLoginSignIn')}</Button>
          <Button variant="default" onClick={() => start(signUp, 'signin')}>
            {t('needLoginSignUp')}
          </Button>
          {federated.length > 0 && (
            <>
              <Divider label={t('needLoginOther')} labelPosition="center" />
              <Group grow>
                {federated.map((policy) => (
                  <Button key={policy} variant="default" leftSection={<PolicyIcon policy={policy} size={18} />} onClick={() => start(signIn, policy)}>
                    {tAuth(policy)}
                  </Button>
                ))}
              </Group>
            </>
          )}
        </Stack>
      )}
    </PopupModal>
  );
}
