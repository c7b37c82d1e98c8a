import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';

const loadDrawer = () => import('./HelpDrawer');
const HelpDrawer = lazy(loadDrawer);
const preload = () => void loadDrawer().catch(() => undefined);

/** "Help" in the banner, on every page of a signed-in user: opens the support form with this page's path (and project). */
export function HelpButton() {
  const t = useTranslations('support');
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const page = router.asPath.split('#')[0] ?? '/';
  const projectId = router.pathname.startsWith('/projects/[id]') && typeof router.query.id === 'string' ? router.query.id : undefined;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        onMouseEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        {t('help')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDrawer opened={opened} onClose={() => setOpened(false)} page={page} projectId={projectId} />
        </Suspense>
      )}
    </>
  );
}
