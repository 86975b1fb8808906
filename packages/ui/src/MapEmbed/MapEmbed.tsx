import { ExternalIcon } from '../internal/icons';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './MapEmbed.css';

/** Props of {@link MapEmbed}. */
export interface MapEmbedProps {
  /** The iframe's title (its accessible name), e.g. "Map of our London studio". */
  title: string;
  /** Marker latitude in degrees. */
  latitude: number;
  /** Marker longitude in degrees. */
  longitude: number;
  /** Map zoom level (OpenStreetMap, 1–19). Default 15. */
  zoom?: number;
}

const round = (n: number) => Number(n.toFixed(5));

/**
 * The OpenStreetMap embed URL for a marker at (latitude, longitude) with a bounding box that
 * roughly matches `zoom` for a ~600×400 px frame.
 * @returns `https://www.openstreetmap.org/export/embed.html?bbox=…&layer=mapnik&marker=lat,lng`
 */
export function osmEmbedUrl(latitude: number, longitude: number, zoom = 15): string {
  const halfWidthDegrees = (360 * 300) / (256 * 2 ** zoom);
  const halfHeightDegrees = halfWidthDegrees * Math.cos((latitude * Math.PI) / 180) * (2 / 3);
  const bbox = [
    longitude - halfWidthDegrees,
    latitude - halfHeightDegrees,
    longitude + halfWidthDegrees,
    latitude + halfHeightDegrees,
  ]
    .map(round)
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(latitude)},${round(longitude)}`;
}

/** The openstreetmap.org page centred on the marker. */
export function osmPageUrl(latitude: number, longitude: number, zoom = 15): string {
  const lat = round(latitude);
  const lng = round(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

/**
 * A lazily loaded OpenStreetMap iframe with a marker (4:3 on phones, 16:9 from tablets up) and
 * a "View larger map" link opening openstreetmap.org in a new tab.
 * @example <MapEmbed title="Map of our London studio" latitude={51.5145} longitude={-0.1235} />
 * @see spec §2 Contact (a map embed with a marker in London)
 */
export function MapEmbed({ title, latitude, longitude, zoom = 15 }: MapEmbedProps) {
  return (
    <figure className={styles.root}>
      <div className={styles.frame}>
        <iframe
          className={styles.iframe}
          title={title}
          src={osmEmbedUrl(latitude, longitude, zoom)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <a className={styles.link} href={osmPageUrl(latitude, longitude, zoom)} target="_blank" rel="noopener noreferrer">
        View larger map
        <span className={visuallyHidden}> (opens in a new tab)</span>
        <ExternalIcon />
      </a>
    </figure>
  );
}
