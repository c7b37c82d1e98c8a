import { lazy } from 'react';
import { Button } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/languages';
import { LazyMenu } from './LazyMenu';
import { useShellInfo } from './ShellContext';

const loadMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(loadMenu);
const preloadMenu = () => void loadMenu().catch(() => undefined);

/**
 * English / French. The choice is kept in the `language` cookie and the page's data is loaded again, so the
 * server renders the texts (and the API answers) in the new language. The button is drawn at once; the menu
 * (`LanguageMenu`) is loaded when it is first wanted.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslations('language');
  const router = useRouter();
  const { language } = useShellInfo();

  const choose = (next: Language) => {
    if (next === language) return;
    // The cookie library loads with the first change of language, not with every page.
    void import('@/lib/i18n/language-cookie').then(({ setLanguage }) => {
      setLanguage(next);
      return router.replace(router.asPath, undefined, { scroll: false });
    });
  };

  // The name holds the visible text: the language's name on the full-width button, its code on the compact one.
  const current = t('current', { language: t(language) });
  const name = fullWidth ? current : `${language.toUpperCase()} – ${current}`;

  return (
    <LazyMenu
      preload={preloadMenu}
      target={
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          size="sm"
          px={8}
          fullWidth={fullWidth}
          justify={fullWidth ? 'flex-start' : undefined}
          leftSection={<IconWorld size={18} aria-hidden />}
          aria-label={name}
        >
          {fullWidth ? t(language) : language.toUpperCase()}
        </Button>
      }
      menu={(target) => <LanguageMenu target={target} language={language} onChoose={choose} />}
    />
  );
}
