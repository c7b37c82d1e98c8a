import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { useShared } from '@/components/providers/SharedContext';
import { signIn, signUp } from '@/lib/auth/actions';
import { rememberRedirectAfterLogin } from '@/lib/auth/redirect';
import { INVESTOR_PROFILE_PATH } from '@/lib/page-routes/investors';

/**
 * Above the teaser list: why only some fields show, and the way to the full list — the investor policy for a
 * visitor (back to the profile form afterwards), the profile for an investor not yet activated.
 */
export function TeaserNotice() {
  const t = useTranslations('investors');
  const { me } = useShared();
  const investor = me?.roles.includes('investor') ?? false;

  const start = (action: typeof signIn) => {
    rememberRedirectAfterLogin(INVESTOR_PROFILE_PATH);
    void action('investors');
  };

  return (
    <Alert color="forest" variant="light" icon={<IconLock size={18} aria-hidden />} title={t('teaser.title')} mb="lg">
      <Text size="sm" mb="sm">
        {investor ? t('teaser.pendingBody') : me ? t('teaser.memberBody') : t('teaser.visitorBody')}
      </Text>
      {investor ? (
        <Button size="xs" component={Link} href={INVESTOR_PROFILE_PATH}>
          {t('teaser.openProfile')}
        </Button>
      ) : (
        !me && (
          <Group gap="xs">
            <Button size="xs" onClick={() => start(signUp)}>
              {t('teaser.signUp')}
            </Button>
            <Button size="xs" variant="default" onClick={() => start(signIn)}>
              {t('teaser.signIn')}
            </Button>
          </Group>
        )
      )}
    </Alert>
  );
}
