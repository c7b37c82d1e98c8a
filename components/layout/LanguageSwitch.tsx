import { Button, Menu } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { setLanguage } from '@/lib/i18n/language';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { useShellInfo } from './ShellContext';

/**
 * English / French. The choice is kept in the `language` cookie and the page's data is loaded again, so the
 * server renders the texts (and the API answers) in the new language.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslations('language');
  const router = useRouter();
  const { language } = useShellInfo();

  const choose = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    void router.replace(router.asPath, undefined, { scroll: false });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          size="sm"
          px={8}
          fullWidth={fullWidth}
          justify={fullWidth ? 'flex-start' : undefined}
          leftSection={<IconWorld size={18} aria-hidden />}
          aria-label={t('current', { language: t(language) })}
        >
          {fullWidth ? t(language) : language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('label')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            rightSection={option === language ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => choose(option)}
          >
            {t(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
