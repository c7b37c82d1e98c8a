import { useEffect, useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { Button, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { LazyAlert } from '@/components/ui/LazyAlert';
import { useLocale, useNow, useTranslations } from 'next-intl';
import { toLanguage } from '@/lib/i18n/language';
import type { AnswerValue } from '@/lib/schemas/assessments';
import { templateQuestions } from '@/lib/schemas/template-questions';
import { localize } from '@/lib/templates/localize';
import { useGetMonitoringTemplatesQuery, useSubmitFormMutation } from '@/store/deferred/monitoring-forms';
import { useClock } from '../time/clock';
import { fromWallClock, toWallClock } from '../time/zone';
import { formErrorsOf, NO_ERRORS, type FormErrors } from './form-errors';

/*
 * The questions' fields (Select, NumberInput, Radio, the file drop, the map and the floating-ui these bring) load in
 * their own chunk. The server reads the template and draws the fields (the chunk then loads before hydration); a
 * template read in the browser fetches it meanwhile.
 */
const loadField = () => import('./FormField');
// The import written in the loader itself: Next then knows the chunk of a form drawn on the server, and loads it
// before hydrating (through `loadField`, it hydrated without its fields, and React drew the page again).
const FormField = dynamic(() => import('./FormField').then((module) => module.FormField));

const newId = () => crypto.randomUUID();

/**
 * The daily form of a reactor, made for a phone: the monitoring template's questions, sent with an id made here, so
 * that sending again after a lost answer stores the form once. A refusal puts the server's words beside the field.
 */
export function DailyForm({ projectId, reactorId }: { projectId: string; reactorId: string }) {
  const t = useTranslations('monitoring.form');
  const language = toLanguage(useLocale());
  const templates = useGetMonitoringTemplatesQuery();
  const template = templates.data?.[0];
  const questions = useMemo(() => (template ? templateQuestions(template.definition).map(({ question }) => question) : []), [template]);
  const [answers, setAnswers] = useState<Record<string, AnswerValue | null>>({});
  const [revision, setRevision] = useState(0);
  const { zone } = useClock();
  // The log's day and time, typed on the screen's clock; null until changed: the moment the form opened (the
  // page's render time, the same on the server, which draws the form, and at hydration).
  const rendered = useNow().getTime();
  const [openedAt] = useState(rendered);
  const [measuredAt, setMeasuredAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState(false);
  const entryId = useRef<string>(newId());
  const [submit, submitting] = useSubmitFormMutation();
  useEffect(() => {
    void loadField();
  }, []);

  const send = async () => {
    if (!template) return;
    const at = measuredAt === null ? openedAt : (fromWallClock(measuredAt, zone) ?? openedAt);
    setSent(false);
    const result = await submit({ entry_id: entryId.current, template_id: template.id, reactor_id: reactorId, measured_at: new Date(at).toISOString(), answers });
    if ('error' in result) {
      setErrors(formErrorsOf(result.error, t('failed')));
      return;
    }
    setErrors(NO_ERRORS);
    setSent(true);
    setAnswers({});
    setRevision((value) => value + 1);
    entryId.current = newId();
  };
  const errorOf = (id: string) => errors.byQuestion[id] ?? (errors.missing.includes(id) ? t('missing') : null);

  if (templates.isLoading) return <Skeleton height={400} radius="lg" />;
  if (!template) return <LazyAlert color="red">{t('noTemplate')}</LazyAlert>;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="form" aria-labelledby="daily-form-title" onSubmit={(event) => (event.preventDefault(), void send())}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="daily-form-title">
          {localize(template.definition.name, language)}
        </Title>
        {template.definition.description && (
          <Text size="sm" c="gray.7">
            {localize(template.definition.description, language)}
          </Text>
        )}
        <TextInput
          type="datetime-local"
          label={t('measuredAt')}
          description={zone}
          value={measuredAt ?? toWallClock(openedAt, zone)}
          onChange={(event) => setMeasuredAt(event.currentTarget.value)}
          error={errors.measuredAt}
          required
        />
        {questions.map((question) => (
          <FormField
            key={`${question.id}-${revision}`}
            question={question}
            value={answers[question.id] ?? null}
            error={errorOf(question.id)}
            language={language}
            projectId={projectId}
            onChange={(value) => setAnswers((previous) => ({ ...previous, [question.id]: value }))}
          />
        ))}
        {errors.missing.length > 0 && <LazyAlert color="orange">{t('incomplete', { count: errors.missing.length })}</LazyAlert>}
        {errors.general && (
          <LazyAlert color={errors.unsent ? 'orange' : 'red'} role="alert">
            {errors.unsent ? t('unsent') : errors.general}
          </LazyAlert>
        )}
        {sent && (
          <LazyAlert color="forest" role="status">
            {t('sent')}
          </LazyAlert>
        )}
        <Button type="submit" size="md" loading={submitting.isLoading} fullWidth>
          {errors.unsent ? t('retry') : t('submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
