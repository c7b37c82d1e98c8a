import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';

export interface HomeRow {
  key: string;
  title: string;
  href: string;
  meta: string;
  isNew: boolean;
}

/** About the height of a row (a link and its line of facts), or of the empty list's sentence on a phone. */
const ROW_HEIGHT = 40;

/**
 * One list of the investor home: a titled card of rows, each a link with a line of facts and a "new" badge. While the
 * rows load (`rows` undefined) the card holds the place of one, so that what follows does not move when they come.
 */
export function HomeSection({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: HomeRow[] | undefined }) {
  const t = useTranslations('investors.home');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows === undefined ? (
        <Skeleton height={ROW_HEIGHT} radius="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => (
            <li key={row.key}>
              <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                <div>
                  <Anchor component={Link} href={row.href} fw={600} size="sm">
                    {row.title}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {row.meta}
                  </Text>
                </div>
                {row.isNew && (
                  <Badge color="forest" variant="light" size="sm">
                    {t('new')}
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
