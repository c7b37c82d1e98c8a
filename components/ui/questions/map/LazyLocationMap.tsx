import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { getClientConfig } from '@/lib/config/client-config';
import type { LocationMapProps } from './LocationMap';
import classes from './LocationMap.module.css';

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

function MapPlaceholder() {
  const t = useTranslations('assessments');
  return (
    <div className={classes.placeholder} role="status">
      {t('mapLoading')}
    </div>
  );
}

/** Leaflet and its styles load with the first location question shown, never with the page. */
const LocationMap = dynamic(() => import('./LocationMap'), { ssr: false, loading: () => <MapPlaceholder /> });

export interface LazyLocationMapProps {
  lat: number | null;
  lng: number | null;
  disabled: boolean;
  onPick: LocationMapProps['onPick'];
}

/** The location question's map with its texts in the interface language and the configured tiles. */
export function LazyLocationMap({ lat, lng, disabled, onPick }: LazyLocationMapProps) {
  const t = useTranslations('assessments');
  const placed = lat !== null && lng !== null;
  const labels = {
    map: `${disabled ? '' : `${t('mapHelp')} `}${placed ? t('mapShows', { lat: String(lat), lng: String(lng) }) : t('mapEmpty')}`,
    pin: t('mapPin'),
    attribution: t('mapAttribution', { osm: OSM_LINK }),
    offline: t('mapOffline'),
    zoomIn: t('mapZoomIn'),
    zoomOut: t('mapZoomOut'),
  };
  return <LocationMap lat={lat} lng={lng} disabled={disabled} tileUrl={getClientConfig().mapTileUrl} labels={labels} onPick={onPick} />;
}
