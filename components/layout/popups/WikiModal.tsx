import { Anchor, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { PopupModal } from './PopupModal';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setWikiModal } from '@/store/slices/app';
import { findWikiArticle, knowledgeHubHref, readWikiArticles } from './wiki-articles';
import classes from './popups.module.css';

/** `app.wikiModal`: the knowledge-hub article at `wikiModal.link`, and the other articles of `app.wikiArticles`. */
export function WikiModal() {
  const t = useTranslations('popups');
  const dispatch = useAppDispatch();
  const wiki = useAppSelector((state) => state.app.wikiModal);
  const storeArticles = useAppSelector((state) => state.app.wikiArticles);
  const articles = useMemo(() => readWikiArticles(storeArticles), [storeArticles]);
  const article = findWikiArticle(articles, wiki.link);
  const related = articles.filter((item) => item !== article);

  const close = () => dispatch(setWikiModal({ ...wiki, open: false }));
  const show = (link: string) => dispatch(setWikiModal({ ...wiki, open: true, link }));

  return (
    <PopupModal opened={wiki.open} onClose={close} title={t('wikiTitle')} size="lg">
      <Stack>
        {article ? (
          <article>
            <Title order={2} size="h3" mb="xs">
              {article.title}
            </Title>
            {article.summary && (
              <Text fw={500} mb="sm">
                {article.summary}
              </Text>
            )}
            {article.body && <Text className={classes.articleBody}>{article.body}</Text>}
          </article>
        ) : (
          <Text size="sm" c="gray.7">
            {wiki.link ? t('wikiNotLoaded') : t('wikiEmpty')}
          </Text>
        )}
        {wiki.link && (
          <Anchor href={knowledgeHubHref(wiki.link)} target="_blank" rel="noopener" size="sm">
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
            {t('wikiOpen')}
          </Anchor>
        )}
        {related.length > 0 && (
          <nav aria-labelledby="wiki-related">
            <Text id="wiki-related" fw={700} size="sm" mb="xs">
              {t('wikiRelated')}
            </Text>
            <Stack gap={4}>
              {related.map((item) => (
                <UnstyledButton key={item.key} className={classes.relatedLink} onClick={() => show(item.key)}>
                  <IconBook2 size={16} aria-hidden />
                  <span>{item.title}</span>
                </UnstyledButton>
              ))}
            </Stack>
          </nav>
        )}
      </Stack>
    </PopupModal>
  );
}
