import { useMemo, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Select } from '@/components/ui/Select';
import { useTranslations } from 'next-intl';
import { LazyLocationMap } from '@/components/ui/questions/map/LazyLocationMap';
import { failureMessage } from '@/lib/api/failure-message';
import { useAddSiteMutation } from '@/store/api/monitoring-setup';
import { browserTimeZone, timeZones } from './time-zones';

const toNumber = (value: string | number) => (typeof value === 'number' ? value : value.trim() === '' ? null : Number(value.replace(',', '.')));

/** A new site: name, address, its point (typed, or picked on the map) and its time zone. */
export function SiteForm({ monitoringId, onDone }: { monitoringId: string; onDone: () => void }) {
  const t = useTranslations('monitoring.sites');
  const [add, adding] = useAddSiteMutation();
  const zones = useMemo(() => timeZones(), []);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [lat, setLat] = useState<string | number>('');
  const [lng, setLng] = useState<string | number>('');
  const [zone, setZone] = useState<string | null>(() => browserTimeZone());
  const latitude = toNumber(lat);
  const longitude = toNumber(lng);
  const placed = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);

  const submit = async () => {
    if (!placed || !zone) return;
    const result = await add({ monitoring_id: monitoringId, name, address, latitude, longitude, time_zone: zone });
    if (!('error' in result)) onDone();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="form" aria-labelledby="site-form-title" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Stack gap="sm">
        <Title order={3} size="h4" id="site-form-title">
          {t('new')}
        </Title>
        <TextInput label={t('name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required maxLength={120} />
        <TextInput label={t('address')} value={address} onChange={(event) => setAddress(event.currentTarget.value)} maxLength={300} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput label={t('latitude')} value={lat} onChange={setLat} min={-90} max={90} decimalScale={6} hideControls required inputMode="decimal" />
          <NumberInput label={t('longitude')} value={lng} onChange={setLng} min={-180} max={180} decimalScale={6} hideControls required inputMode="decimal" />
          <Select label={t('timeZone')} data={zones} value={zone} onChange={setZone} searchable required allowDeselect={false} />
        </SimpleGrid>
        <LazyLocationMap
          lat={placed ? latitude : null}
          lng={placed ? longitude : null}
          disabled={false}
          onPick={(nextLat, nextLng) => {
            setLat(nextLat);
            setLng(nextLng);
          }}
        />
        {adding.error && <Alert color="red">{failureMessage(adding.error, t('failed'))}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={adding.isLoading} disabled={!name.trim() || !placed || !zone}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
