import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { RelativeTime } from '@/components/ui/fleet/RelativeTime';
import { StatusBadge } from '@/components/ui/fleet/ReactorStatusTile';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import type { Fleet } from '@/lib/schemas/monitoring-fleet';

/** Every reactor of the fleet, one row each: site, status, last reading, alarms to acknowledge. */
export function ReactorsTable({ reactors }: { reactors: Fleet['reactors'] }) {
  const t = useTranslations('monitoringApp');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reactors.name')}</Table.Th>
            <Table.Th>{t('reactors.site')}</Table.Th>
            <Table.Th>{t('reactors.status')}</Table.Th>
            <Table.Th>{t('reactors.lastReading')}</Table.Th>
            <Table.Th>{t('reactors.alarms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reactors.map((reactor) => (
            <Table.Tr key={reactor.id}>
              <Table.Td>
                <Anchor component={Link} href={reactorHref(reactor.project_id, reactor.id)} fw={600}>
                  {reactor.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {reactor.site.name} ({reactor.site.time_zone})
              </Table.Td>
              <Table.Td>
                <StatusBadge status={reactor.status} />
              </Table.Td>
              <Table.Td>{reactor.last_reading_at ? <RelativeTime time={reactor.last_reading_at} timeZone={reactor.site.time_zone} /> : '—'}</Table.Td>
              <Table.Td>
                <Badge color={reactor.alarms.unacknowledged > 0 ? 'red' : 'gray'} variant={reactor.alarms.unacknowledged > 0 ? 'filled' : 'light'}>
                  {reactor.alarms.unacknowledged}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
