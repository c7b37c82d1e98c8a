import { Group, NativeSelect, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { SectionProgress } from '@/lib/schemas/assessments';
import type { Language } from '@/lib/schemas/common';
import type { TemplateSection } from '@/lib/schemas/templates';
import { localize } from '@/components/ui/questions/answer-values';
import classes from './Assessment.module.css';

export interface SectionNavProps {
  sections: TemplateSection[];
  progress: Record<string, SectionProgress | undefined>;
  current: string;
  language: Language;
  onSelect: (sectionId: string) => void;
  /** An entry is pointed at or focused: its section's questions may be read before it is opened. */
  onPrefetch?: (sectionId: string) => void;
}

/** The sections in a sidebar: title, answered count and completion; the current one is marked. */
export function SectionNav({ sections, progress, current, language, onSelect, onPrefetch }: SectionNavProps) {
  const t = useTranslations('assessments');
  return (
    <nav aria-label={t('sectionsNav')}>
      <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb="xs" style={{ letterSpacing: '0.06em' }}>
        {t('sections')}
      </Text>
      <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sections.map((section, index) => {
          const figures = progress[section.id];
          const done = figures !== undefined && figures.visible > 0 && figures.answered >= figures.visible;
          return (
            <li key={section.id}>
              <UnstyledButton
                className={classes.sectionLink}
                aria-current={section.id === current ? 'step' : undefined}
                onClick={() => onSelect(section.id)}
                onMouseEnter={() => onPrefetch?.(section.id)}
                onFocus={() => onPrefetch?.(section.id)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw="inherit" lineClamp={2}>
                    {index + 1}. {localize(section.title, language)}
                  </Text>
                  {done && <IconCircleCheckFilled size={16} color="var(--mantine-color-forest-7)" aria-hidden />}
                </Group>
                {figures && (
                  <Group gap="xs" wrap="nowrap">
                    <Progress value={figures.completion} size="sm" radius="xl" style={{ flex: 1 }} aria-hidden />
                    <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
                      {t('sectionAnswered', { answered: figures.answered, visible: figures.visible })}
                    </Text>
                  </Group>
                )}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}

/** On phones: the sections as a select above the questions. */
export function SectionSelect({ sections, progress, current, language, onSelect }: SectionNavProps) {
  const t = useTranslations('assessments');
  return (
    <NativeSelect
      label={t('section')}
      value={current}
      onChange={(event) => onSelect(event.currentTarget.value)}
      data={sections.map((section, index) => {
        const figures = progress[section.id];
        const count = figures ? ` (${figures.answered}/${figures.visible})` : '';
        return { value: section.id, label: `${index + 1}. ${localize(section.title, language)}${count}` };
      })}
    />
  );
}
