import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { PopupModal } from '@/components/ui/PopupModal';
import classes from '../Projects.module.css';

/** The secret of a new access key, shown this once with a copy button (a click outside does not close it). */
export function AccessKeySecret({ secret, onClose }: { secret: { key: string; label: string } | null; onClose: () => void }) {
  const t = useTranslations('projects');
  return (
    <PopupModal opened={secret !== null} onClose={onClose} title={t('keyCreatedTitle')} closeOnClickOutside={false}>
      {secret && (
        <Stack>
          <Text size="sm">{t('keyCreatedBody', { label: secret.label })}</Text>
          <div>
            <Text size="sm" fw={600} mb={4} id="access-key-secret">
              {t('keySecret')}
            </Text>
            <div className={classes.secret} aria-labelledby="access-key-secret" role="textbox" aria-readonly tabIndex={0}>
              {secret.key}
            </div>
          </div>
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('keyOnce')}
          </Alert>
          <Group justify="flex-end">
            <CopyButton value={secret.key}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                  {copied ? t('copied') : t('copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{t('done')}</Button>
          </Group>
        </Stack>
      )}
    </PopupModal>
  );
}
