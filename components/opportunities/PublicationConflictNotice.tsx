import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { FIELD_LABEL_KEYS, type PublicationConflict } from './publication-conflict';

interface Props {
  conflict: PublicationConflict;
  saving: boolean;
  /** Loads the publication as saved meanwhile (this editor's changes are dropped). */
  onReload: () => void;
  /** Saves the stored publication with this editor's changes over it. */
  onKeepMine: () => void;
}

/** A save refused because the publication was saved meanwhile (requirements ): which fields, and the two ways on. */
export function PublicationConflictNotice({ conflict, saving, onReload, onKeepMine }: Props) {
  const t = useTranslations('opportunities');
  return (
    <Alert color="orange" variant="light" role="alert" icon={<IconGitMerge size={18} aria-hidden />} title={t('conflict.title')}>
      <Text size="sm">{t('conflict.body')}</Text>
      <List size="sm" mt={4} mb="sm" aria-label={t('conflict.fieldsLabel')}>
        {conflict.fields.map((field) => (
          <List.Item key={field}>{t(FIELD_LABEL_KEYS[field])}</List.Item>
        ))}
        {conflict.fields.length === 0 && <List.Item>{t('conflict.statusOnly')}</List.Item>}
      </List>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
        <Button size="xs" loading={saving} onClick={onKeepMine}>
          {t('conflict.keepMine')}
        </Button>
      </Group>
    </Alert>
  );
}
