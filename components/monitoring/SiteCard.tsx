import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPlus } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/Link';
import { reactorHref } from '@/lib/page-routes/monitoring';
import type { Site } from '@/lib/schemas/monitoring';
import { useGetReactorsQuery } from '@/store/api/monitoring';
import classes from './Monitoring.module.css';

/** The new-reactor form (Select, NumberInput and their floating-ui): its own chunk, loaded when "add a reactor" is pressed. */
const ReactorForm = dynamic(() => import('./ReactorForm').then((module) => module.ReactorForm), {
  loading: () => <Skeleton height={160} radius="md" />,
});

export interface SiteCardProps {
  site: Site;
  projectId: string;
  monitoringId: string;
  canManage: boolean;
}

/** A site: where it is, its reactors (each a link to its page), and the form for a new reactor. */
export function SiteCard({ site, projectId, monitoringId, canManage }: SiteCardProps) {
  const t = useTranslations('monitoring');
  const reactors = useGetReactorsQuery(site.id);
  const [adding, setAdding] = useState(false);
  const titleId = `site-${site.id}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={titleId}>
              {site.name}
            </Title>
            <Text size="sm" c="gray.7">
              <IconMapPin size={14} aria-hidden className={classes.inlineIcon} />
              {[site.address, t('sites.point', { lat: site.latitude, lng: site.longitude }), site.time_zone].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          {canManage && !adding && (
            <Button variant="light" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              {t('reactors.add')}
            </Button>
          )}
        </Group>
        {adding && <ReactorForm siteId={site.id} monitoringId={monitoringId} onDone={() => setAdding(false)} />}
        {reactors.isLoading && <Skeleton height={48} radius="md" />}
        {reactors.data?.length === 0 && !adding && (
          <Text size="sm" c="gray.7">
            {t('reactors.none')}
          </Text>
        )}
        {reactors.data && reactors.data.length > 0 && (
          <ul className={classes.list} aria-label={t('reactors.listOf', { site: site.name })}>
            {reactors.data.map((reactor) => (
              <li key={reactor.id} className={classes.row}>
                <Anchor component={Link} href={reactorHref(projectId, reactor.id)} fw={600}>
                  {reactor.name}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {[reactor.model, reactor.oem_name].filter(Boolean).join(' · ')}
                </Text>
                <Group gap={6}>
                  <Badge variant="light" color="forest" size="sm">
                    {t('reactors.parameterCount', { count: reactor.parameters.length })}
                  </Badge>
                  <Badge variant="light" color="gray" size="sm">
                    {t('reactors.deviceCount', { count: reactor.devices.filter((device) => !device.revoked_at).length })}
                  </Badge>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
