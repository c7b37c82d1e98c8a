import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

export interface LanguageMenuProps {
  target: ReactElement;
  language: Language;
  onChoose: (language: Language) => void;
}

/** The language menu itself, loaded on first use by {@link LanguageSwitch} (see `LazyMenu`). */
export default function LanguageMenu({ target, language, onChoose }: LanguageMenuProps) {
  const t = useTranslations('language');
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('label')}</Menu.Label>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            aria-current={option === language ? 'true' : undefined}
            rightSection={option === language ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => onChoose(option)}
          >
            {t(option)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
