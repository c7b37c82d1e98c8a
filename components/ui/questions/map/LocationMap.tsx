import 'leaflet/dist/leaflet.css';
import { useRef } from 'react';
import { Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useLeafletMap } from './use-leaflet-map';
import classes from './LocationMap.module.css';

export interface LocationMapProps {
  lat: number | null;
  lng: number | null;
  tileUrl: string;
  disabled: boolean;
  labels: {
    /** The map's accessible name (what it shows, how to use it). */
    map: string;
    pin: string;
    /** HTML: the licence of the map data. */
    attribution: string;
    /** Shown when no tile could be loaded. */
    offline: string;
    zoomIn: string;
    zoomOut: string;
  };
  onPick: (lat: number, lng: number) => void;
}

/**
 * The location question's map (Leaflet, loaded on demand): a click drops the pin, a drag moves it. When the tiles
 * cannot be loaded, a message says so and the map still takes clicks; the coordinates are typed beside it.
 */
export default function LocationMap({ lat, lng, tileUrl, disabled, labels, onPick }: LocationMapProps) {
  const container = useRef<HTMLDivElement | null>(null);
  const { tilesFailed } = useLeafletMap(container, {
    lat,
    lng,
    tileUrl,
    disabled,
    attribution: labels.attribution,
    pinLabel: labels.pin,
    zoomIn: labels.zoomIn,
    zoomOut: labels.zoomOut,
    pinClassName: classes.pin,
    onPick,
  });
  return (
    <div className={classes.frame}>
      <div ref={container} className={classes.map} role="region" aria-label={labels.map} />
      {tilesFailed && (
        <Text role="status" size="sm" className={classes.offline}>
          <IconWifiOff size={16} aria-hidden className={classes.offlineIcon} />
          {labels.offline}
        </Text>
      )}
    </div>
  );
}
