import { Alert, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { SearchResult } from '@/lib/schemas/dataroom';
import { searchDataroomDocument } from '@/store/api/dataroom';
import classes from './Dataroom.module.css';

/** Words searched in the document's text by the server (only for a document the caller may view); a match jumps to its page. */
export function DocumentSearch({ fileId, onPage }: { fileId: string; onPage: (page: number) => void }) {
  const t = useTranslations('dataroomPlus.viewer');
  const [words, setWords] = useState('');
  const [result, setResult] = useState<SearchResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const search = async () => {
    if (words.trim().length < 2) return;
    setBusy(true);
    setFailed(false);
    try {
      setResult(await searchDataroomDocument(fileId, words.trim()));
    } catch {
      setFailed(true);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6} mb="sm" role="search">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            aria-label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            flex={1}
            size="sm"
          />
          <Button type="submit" variant="light" size="sm" loading={busy} leftSection={<IconSearch size={16} aria-hidden />} disabled={words.trim().length < 2}>
            {t('search')}
          </Button>
        </Group>
      </form>
      {failed && <Alert color="red">{t('searchFailed')}</Alert>}
      {result && (
        <div aria-live="polite">
          <Text size="sm" fw={600}>
            {t('matches', { count: result.matches.length, query: result.query })}
          </Text>
          <ul className={classes.matches}>
            {result.matches.map((match) => (
              <li key={match.page}>
                <UnstyledButton onClick={() => onPage(match.page)} className={classes.match}>
                  <Text span size="sm" fw={600}>
                    {t('matchPage', { page: match.page })}
                  </Text>{' '}
                  <Text span size="sm">
                    {match.excerpt}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
