import { Alert, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useInvestmentFormat } from '@/components/ui/opportunity-format';
import Link from '@/components/ui/Link';
import { failureMessage } from '@/lib/api/failure-message';
import { signHref } from '@/lib/page-routes/commitments';
import { dataroomHref } from '@/lib/page-routes/dataroom';
import { OPPORTUNITIES_PATH, opportunityHref } from '@/lib/page-routes/opportunities';
import { QUESTIONS_PATH, requestHref } from '@/lib/page-routes/questions';
import type { Me } from '@/lib/schemas/users';
import { useGetInvestorHomeQuery } from '@/store/deferred/investors';
import { HomeSection } from './HomeSection';

/**
 * The activated investor's home (requirements ): saved opportunities, questions, commitments signed, data
 * rooms open, and what is new since the previous visit. Its cards are drawn at once, each holding a row's place while
 * the home loads (read in the browser: reading it records the visit). A question links to its thread on the opportunity's page
 * (the questions inbox, when it exists, is the questions track's page).
 */
export function InvestorHome({ me }: { me: Me }) {
  const t = useTranslations('investors.home');
  const f = useInvestmentFormat();
  const home = useGetInvestorHomeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (home.error) {
    return (
      <Container size="lg" pt="xl">
        <Alert color="gray">{failureMessage(home.error, t('unavailable'))}</Alert>
      </Container>
    );
  }
  const data = home.data;
  return (
    <Container size="lg" pt="xl">
      <Title order={1} mb={4}>
        {t('heading', { name: me.name })}
      </Title>
      {/* Two lines on a phone, one wider: the place of the sentence, whichever comes (issue 25: no layout shift). */}
      <Text c="gray.7" mb="md" mih={{ base: 50, sm: 25 }}>
        {data?.previous_visit_at ? t('since', { date: f.dateTime(data.previous_visit_at), count: data.new_opportunities }) : t('firstVisit')}
      </Text>
      <Group gap="sm" mb="lg">
        <Button component={Link} href={OPPORTUNITIES_PATH}>
          {t('browse')}
        </Button>
        <Button component={Link} href={QUESTIONS_PATH} variant="default">
          {t('inbox')}
        </Button>
        <Button component="a" href="#investor-profile" variant="default">
          {t('profile')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <HomeSection
          id="home-saved"
          title={t('saved')}
          empty={t('savedEmpty')}
          rows={data?.saved.map((row) => ({ key: row.opportunity_id, title: row.title, href: opportunityHref(row.opportunity_id), meta: f.date(row.at), isNew: row.is_new }))}
        />
        <HomeSection
          id="home-questions"
          title={t('questions')}
          empty={t('questionsEmpty')}
          rows={data?.questions.map((row) => ({
            key: row.request_id,
            title: row.title,
            href: requestHref(row.request_id),
            meta: t('questionMeta', { count: row.messages, state: row.awaiting_reply ? t('awaiting') : t('answered') }),
            isNew: row.is_new,
          }))}
        />
        <HomeSection
          id="home-commitments"
          title={t('commitments')}
          empty={t('commitmentsEmpty')}
          rows={data?.commitments.map((row) => ({
            key: row.opportunity_id,
            title: row.title || t('closedOpportunity'),
            href: signHref(row.opportunity_id),
            meta: `${f.money(row.amount, row.currency)} · ${f.date(row.at)}`,
            isNew: row.is_new,
          }))}
        />
        <HomeSection
          id="home-datarooms"
          title={t('datarooms')}
          empty={t('dataroomsEmpty')}
          rows={data?.datarooms.map((row) => ({
            key: row.opportunity_id,
            title: row.title,
            href: dataroomHref(row.opportunity_id),
            meta: t('folders', { count: row.folders }),
            isNew: row.is_new,
          }))}
        />
      </SimpleGrid>
    </Container>
  );
}
