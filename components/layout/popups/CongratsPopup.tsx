import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { IconConfetti } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { assessmentHref } from '@/lib/page-routes/projects';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setCongrats } from '@/store/slices/app';

/** `app.congrats`: an assessment was completed; the next one (`assessment.next_assessment_id`) is offered. */
export function CongratsPopup() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const opened = useAppSelector((state) => state.app.congrats);
  const nextId = useAppSelector((state) => state.assessment.next_assessment_id);
  const projectId = useAppSelector((state) => state.project.id);

  const close = () => dispatch(setCongrats(false));

  return (
    <PopupModal opened={opened} onClose={close} title={t('congratsTitle')}>
      <Stack align="center" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="forest" aria-hidden>
          <IconConfetti size={34} />
        </ThemeIcon>
        <Text>{t('congratsBody')}</Text>
        <Group justify="center">
          <Button variant="default" onClick={close}>
            {t('congratsStay')}
          </Button>
          {nextId && projectId && (
            <Button
              onClick={() => {
                close();
                void router.push(assessmentHref(projectId, nextId));
              }}
            >
              {t('congratsNext')}
            </Button>
          )}
        </Group>
      </Stack>
    </PopupModal>
  );
}
