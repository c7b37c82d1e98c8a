import { Drawer, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { SupportForm } from '@/components/ui/support/SupportForm';

/** The help drawer (issue 24, item 6), loaded at its first opening: the support form, with the page it was opened on. */
export default function HelpDrawer({ opened, onClose, page, projectId }: { opened: boolean; onClose: () => void; page: string; projectId?: string }) {
  const t = useTranslations('support');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title={t('helpTitle')} size="md">
      <Text size="sm" c="gray.7" mb="md">
        {t('helpBody')}
      </Text>
      <SupportForm page={page} projectId={projectId} onSent={onClose} />
    </Drawer>
  );
}
