import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';

export interface HomeRow {
  key: string;
  title: string;
  href: string;
  meta: string;
  isNew: boolean;
}

/** One list of the investor home: a titled card of rows, each a link with a line of facts and a "new" badge. */
export function HomeSection({ id, title, empty, rows }: { id: string; title: string; empty: string; rows: HomeRow[] }) {
  const t = useTranslations('investors.home');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
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
