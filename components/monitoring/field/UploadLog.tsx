import { useEffect, useState } from 'react';
import { List, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { MONITORING_ROUTES } from '@/lib/api/routes';
import { request } from '@/lib/api/request';

interface LogStep {
  step: string;
  at: string;
}

/** How often the log of an upload still being processed is read again. */
const LOG_REFRESH_MS = 4_000;
/** The last step of processing: once there, the log is complete. */
const LAST_STEP = 'checks_run';

/**
 * The processing log of a sent upload: each step with its time, read with the upload itself (field staff
 * cannot read the project's `/monitoring/mobile-upload-logs`), again until the checks ran.
 */
export function UploadLog({ uploadId }: { uploadId: string }) {
  const t = useTranslations('field');
  const [steps, setSteps] = useState<LogStep[]>([]);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const answer = await request<{ log?: LogStep[] }>('GET', MONITORING_ROUTES.mobileUploadsItem, { id: uploadId });
        if (stopped) return;
        const next = answer.log ?? [];
        setSteps(next);
        if (next.some((step) => step.step === LAST_STEP)) return;
      } catch {
        // Offline or not processed yet: read again later.
      }
      if (!stopped) timer = setTimeout(() => void read(), LOG_REFRESH_MS);
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [uploadId]);
  if (steps.length === 0) return null;
  return (
    <List size="xs" mt={4} aria-label={t('log')} data-testid="field-upload-log">
      {steps.map((step) => (
        <List.Item key={step.step}>
          <Text span size="xs">
            {t.has(`steps.${step.step}`) ? t(`steps.${step.step}`) : step.step} · {new Date(step.at).toLocaleTimeString()}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
