import { useState } from 'react';
import { Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { LocationValue } from '@/lib/schemas/assessments';
import { isLocationValue, numberFromInput } from '../answer-values';
import type { QuestionInputProps, QuestionOf } from './types';
import classes from '../Assessment.module.css';

type Coordinate = number | '';

/** A coordinate as typed, and what it means so far. */
function coordinateOf(next: number | string): Coordinate | undefined {
  const parsed = numberFromInput(next);
  return parsed === undefined ? undefined : (parsed ?? '');
}

function inRange(value: Coordinate, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/**
 * Where the point lies on a plain latitude/longitude grid (no map tiles: the app works offline). A static
 * picture: the coordinates themselves are typed beside it.
 */
export function LocationIndicator({ lat, lng, label }: { lat: number | null; lng: number | null; label: string }) {
  const placed = lat !== null && lng !== null;
  const x = placed ? lng + 180 : 0;
  const y = placed ? 90 - lat : 0;
  return (
    <svg viewBox="0 0 360 180" className={classes.locationIndicator} role="img" aria-label={label}>
      <rect x="0" y="0" width="360" height="180" rx="8" className={classes.locationSea} />
      {[30, 60, 90, 120, 150].map((line) => (
        <line key={`lat-${line}`} x1="0" x2="360" y1={line} y2={line} className={line === 90 ? classes.locationAxis : classes.locationGrid} />
      ))}
      {[30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((line) => (
        <line key={`lng-${line}`} y1="0" y2="180" x1={line} x2={line} className={line === 180 ? classes.locationAxis : classes.locationGrid} />
      ))}
      {placed && (
        <g>
          <circle cx={x} cy={y} r="10" className={classes.locationHalo} />
          <circle cx={x} cy={y} r="4.5" className={classes.locationPin} />
        </g>
      )}
    </svg>
  );
}

/**
 * A point: latitude and longitude (decimal degrees) with an optional place name. Saved after a pause once both
 * coordinates are valid; emptying both clears the answer.
 */
export function LocationQuestion({
  value,
  onChange,
  onBlur,
  disabled,
  language,
  inputId,
  labelId,
  describedBy,
  invalid,
  required,
}: QuestionInputProps<QuestionOf<'location'>>) {
  const t = useTranslations('assessments');
  const initial = isLocationValue(value) ? value : null;
  const [latText, setLatText] = useState<number | string>(initial?.lat ?? '');
  const [lngText, setLngText] = useState<number | string>(initial?.lng ?? '');
  const lat: Coordinate = coordinateOf(latText) ?? '';
  const lng: Coordinate = coordinateOf(lngText) ?? '';
  const [place, setPlace] = useState(initial?.label ?? '');
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const hintId = `${inputId}-hint`;
  const latValid = inRange(lat, 90);
  const lngValid = inRange(lng, 180);
  const partial = (lat !== '' || lng !== '') && !(latValid && lngValid);

  const emit = (nextLat: Coordinate, nextLng: Coordinate, nextPlace: string) => {
    if (nextLat === '' && nextLng === '') {
      onChange(null, 'debounce');
      return;
    }
    if (!inRange(nextLat, 90) || !inRange(nextLng, 180)) return;
    const point: LocationValue = { lat: nextLat, lng: nextLng };
    if (nextPlace.trim()) point.label = nextPlace.trim();
    onChange(point, 'debounce');
  };

  const locate = () => {
    if (!navigator.geolocation) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    setLocateFailed(false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nextLat = Number(position.coords.latitude.toFixed(6));
        const nextLng = Number(position.coords.longitude.toFixed(6));
        setLatText(nextLat);
        setLngText(nextLng);
        setLocating(false);
        const point: LocationValue = { lat: nextLat, lng: nextLng };
        if (place.trim()) point.label = place.trim();
        onChange(point, 'now');
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { timeout: 10000 },
    );
  };

  const describe = [describedBy, partial || locateFailed ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describe}>
      <div className={classes.locationGrid2}>
        <Stack gap="xs">
          <Group grow align="flex-start" gap="sm">
            <NumberInput
              id={inputId}
              label={t('latitude')}
              description={t('latitudeHint')}
              value={latText}
              min={-90}
              max={90}
              clampBehavior="none"
              decimalScale={6}
              hideControls
              disabled={disabled}
              onChange={(next) => {
                setLatText(next);
                const nextLat = coordinateOf(next);
                if (nextLat !== undefined) emit(nextLat, lng, place);
              }}
              onBlur={onBlur}
              error={lat !== '' && !latValid ? t('latitudeInvalid') : undefined}
              aria-required={required || undefined}
              aria-invalid={invalid || (lat !== '' && !latValid) || undefined}
            />
            <NumberInput
              id={`${inputId}-lng`}
              label={t('longitude')}
              description={t('longitudeHint')}
              value={lngText}
              min={-180}
              max={180}
              clampBehavior="none"
              decimalScale={6}
              hideControls
              disabled={disabled}
              onChange={(next) => {
                setLngText(next);
                const nextLng = coordinateOf(next);
                if (nextLng !== undefined) emit(lat, nextLng, place);
              }}
              onBlur={onBlur}
              error={lng !== '' && !lngValid ? t('longitudeInvalid') : undefined}
              aria-required={required || undefined}
              aria-invalid={invalid || (lng !== '' && !lngValid) || undefined}
            />
          </Group>
          <TextInput
            id={`${inputId}-place`}
            label={t('placeName')}
            placeholder={t('placeNamePlaceholder')}
            value={place}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => {
              const nextPlace = event.currentTarget.value;
              setPlace(nextPlace);
              emit(lat, lng, nextPlace);
            }}
            onBlur={onBlur}
          />
          {!disabled && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconCurrentLocation size={16} aria-hidden />}
                onClick={locate}
                loading={locating}
              >
                {t('useMyPosition')}
              </Button>
            </Group>
          )}
          {(partial || locateFailed) && (
            <Text id={hintId} size="xs" c="orange.9">
              {locateFailed ? t('positionUnavailable') : t('locationBoth')}
            </Text>
          )}
        </Stack>
        <LocationIndicator
          lat={latValid ? lat : null}
          lng={lngValid ? lng : null}
          label={
            latValid && lngValid
              ? t('locationShown', { lat: lat.toLocaleString(language), lng: lng.toLocaleString(language) })
              : t('locationNone')
          }
        />
      </div>
    </div>
  );
}
