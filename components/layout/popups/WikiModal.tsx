import { Anchor, Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { PopupModal } from '@/components/ui/PopupModal';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ArticleBody } from '@/components/ui/article/ArticleBody';
import { toLanguage } from '@/lib/i18n/language';
import { useGetArticleQuery } from '@/store/api/knowledge';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setWikiModal } from '@/store/slices/app';
import { articleSlugOf, findWikiArticle, knowledgeHubHref, readWikiArticles } from './wiki-articles';
import classes from './popups.module.css';

/**
 * `app.wikiModal`: the knowledge-hub article at `wikiModal.link`, and the other articles of `app.wikiArticles`.
 * A link naming an article (its slug or `/knowledge-hub/<slug>`) is fetched from the API while the modal is
 * open; until it arrives, or if it cannot be fetched, the article of `app.wikiArticles` is shown instead.
 */
export function WikiModal() {
  const t = useTranslations('popups');
  const tk = useTranslations('knowledge');
  const language = toLanguage(useLocale());
  const dispatch = useAppDispatch();
  const wiki = useAppSelector((state) => state.app.wikiModal);
  const storeArticles = useAppSelector((state) => state.app.wikiArticles);
  const articles = useMemo(() => readWikiArticles(storeArticles), [storeArticles]);
  const article = findWikiArticle(articles, wiki.link);
  const related = articles.filter((item) => item !== article);

  const slug = articleSlugOf(wiki.link);
  const fetched = useGetArticleQuery({ slug: slug ?? '', language }, { skip: !wiki.open || !slug });
  const hubArticle = fetched.currentData;

  const close = () => dispatch(setWikiModal({ ...wiki, open: false }));
  const show = (link: string) => dispatch(setWikiModal({ ...wiki, open: true, link }));

  let content;
  if (hubArticle) {
    content = (
      <article>
        <Badge variant="light" color="forest" mb="xs">
          {tk(`categories.${hubArticle.category}`)}
        </Badge>
        <Title order={2} size="h3" mb="xs">
          {hubArticle.title}
        </Title>
        <Text fw={500} mb="sm">
          {hubArticle.summary}
        </Text>
        <ArticleBody body={hubArticle.body} headingOffset={1} />
      </article>
    );
  } else if (article) {
    content = (
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
    );
  } else if (fetched.isFetching) {
    content = (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm" c="gray.7">
          {tk('articleLoading')}
        </Text>
      </Group>
    );
  } else {
    const missing = fetched.isError && 'status' in fetched.error && fetched.error.status === 404;
    content = (
      <Text size="sm" c="gray.7">
        {!wiki.link ? t('wikiEmpty') : missing ? tk('articleNotFound') : t('wikiNotLoaded')}
      </Text>
    );
  }

  return (
    <PopupModal opened={wiki.open} onClose={close} title={t('wikiTitle')} size="lg">
      <Stack>
        {content}
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
