import dynamic from 'next/dynamic';
import { Drawer } from '@mantine/core';
import { useTranslations } from 'next-intl';

const ResultsPanel = dynamic(() => import('@/components/ui/results/ResultsPanel'), { ssr: false });

export interface ResultsDrawerProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
}

/** The project's results beside the questionnaire, after a compute (the panel's code loads when it first opens). */
export function ResultsDrawer({ projectId, opened, onClose }: ResultsDrawerProps) {
  const t = useTranslations('assessments');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="xl" title={t('resultsTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
      {opened && <ResultsPanel projectId={projectId} canCompute={false} compact />}
    </Drawer>
  );
}
