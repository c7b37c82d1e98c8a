import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { LocationValue } from '@/lib/schemas/assessments';
import { isLocationValue, numberFromInput } from './answer-values';
import type { QuestionInputProps, QuestionOf } from './types';
import { CoordinateInput, inRange, type Coordinate } from './map/CoordinateInput';
import { LazyLocationMap } from './map/LazyLocationMap';
import classes from './map/LocationMap.module.css';

/** A coordinate as typed, and what it means so far. */
function coordinateOf(next: number | string): Coordinate | undefined {
  const parsed = numberFromInput(next);
  return parsed === undefined ? undefined : (parsed ?? '');
}

/**
 * A point: latitude and longitude (decimal degrees) with an optional place name. Saved after a pause once both
 * coordinates are valid; emptying both clears the answer.
 */
export function LocationQuestion({ value, onChange, onBlur, disabled, inputId, labelId, describedBy, invalid, required }: QuestionInputProps<QuestionOf<'location'>>) {
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
        setLocating(false);
        pick(Number(position.coords.latitude.toFixed(6)), Number(position.coords.longitude.toFixed(6)));
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { timeout: 10000 },
    );
  };

  /** A point chosen on the map: both fields take it, and it is saved at once. */
  const pick = (nextLat: number, nextLng: number) => {
    setLatText(nextLat);
    setLngText(nextLng);
    const point: LocationValue = { lat: nextLat, lng: nextLng };
    if (place.trim()) point.label = place.trim();
    onChange(point, 'now');
  };

  const describe = [describedBy, partial || locateFailed ? hintId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={describe}>
      <div className={classes.layout}>
        <Stack gap="xs">
          <Group grow align="flex-start" gap="sm">
            <CoordinateInput
              axis="latitude"
              id={inputId}
              text={latText}
              value={lat}
              disabled={disabled}
              required={required}
              invalid={invalid}
              onText={(next) => {
                setLatText(next);
                const nextLat = coordinateOf(next);
                if (nextLat !== undefined) emit(nextLat, lng, place);
              }}
              onBlur={onBlur}
            />
            <CoordinateInput
              axis="longitude"
              id={`${inputId}-lng`}
              text={lngText}
              value={lng}
              disabled={disabled}
              required={required}
              invalid={invalid}
              onText={(next) => {
                setLngText(next);
                const nextLng = coordinateOf(next);
                if (nextLng !== undefined) emit(lat, nextLng, place);
              }}
              onBlur={onBlur}
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
              <Button variant="subtle" size="compact-sm" leftSection={<IconCurrentLocation size={16} aria-hidden />} onClick={locate} loading={locating}>
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
        <LazyLocationMap lat={latValid ? lat : null} lng={lngValid ? lng : null} disabled={disabled} onPick={pick} />
      </div>
    </div>
  );
}
