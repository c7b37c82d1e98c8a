import { Button, Group, Stack, Text } from '@mantine/core';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { CreateProjectModal } from './CreateProjectModal';
import { useShared } from '@/components/providers/SharedContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setProjectPopup } from '@/store/slices/app';
import { PopupModal } from '@/components/ui/PopupModal';

/**
 * `app.projectPopup`: start a project from a template (the projects domain's form); the OEM variant points
 * vendors to their offer instead, unless "show OEM" is off (then everyone gets the form).
 */
export function ProjectPopup() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { open, isOEM } = useAppSelector((state) => state.app.projectPopup);
  const { settings } = useShared();
  const close = () => dispatch(setProjectPopup({ open: false, isOEM }));

  if (isOEM && settings.showOem) {
    return (
      <PopupModal opened={open} onClose={close} title={t('projectOemTitle')}>
        <Stack>
          <Text size="sm">{t('projectOemBody')}</Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                close();
                void router.push('/oem');
              }}
            >
              {t('projectOemAction')}
            </Button>
          </Group>
        </Stack>
      </PopupModal>
    );
  }

  return <CreateProjectModal opened={open} onClose={close} />;
}
