import { useEffect, useRef, useState, type RefObject } from 'react';
import { cx } from '../internal/cx';
import type { ElementProps } from '../internal/elementProps';
import { ExternalIcon } from '../internal/icons';
import { useNearViewport } from '../internal/useNearViewport';
import { visuallyHidden } from '../internal/visuallyHidden.css';
import * as styles from './MapEmbed.css';

/** What {@link MapEmbed} itself reads. */
interface MapEmbedOwnProps {
  /** The iframe's title (its accessible name), e.g. "Map of our London studio". */
  title: string;
  /** Marker latitude in degrees. */
  latitude: number;
  /** Marker longitude in degrees. */
  longitude: number;
  /** Map zoom level (OpenStreetMap, 1–19). Default 15. */
  zoom?: number;
  /** Extra class for the `<figure>`. */
  className?: string;
}

/**
 * Props of {@link MapEmbed}: its own and every other `<figure>` attribute, `ref` included
 * (`title` is the iframe's, one of its own).
 */
export type MapEmbedProps = ElementProps<'figure', MapEmbedOwnProps>;

const round = (n: number) => Number(n.toFixed(5));

/** How close to the viewport the frame must come before the iframe is created. */
const MAP_LOAD_MARGIN = '200px';

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
 * Scrolls the frame into view when keyboard focus moves into the map's page. Firefox makes the
 * frame a Tab stop of its own and leaves it out of view, and fires no focus event on the
 * `<iframe>` then: the page's window loses focus and the frame is the active element
 * (docs/browsers.md "Known differences"; every stop in view, WCAG 2.2 2.4.11).
 */
function useFrameInViewOnFocus(frameRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onBlur = () =>
      setTimeout(() => {
        const active = document.activeElement;
        if (active instanceof HTMLIFrameElement && frameRef.current?.contains(active)) active.scrollIntoView({ block: 'nearest' });
      });
    addEventListener('blur', onBlur);
    return () => removeEventListener('blur', onBlur);
  }, [frameRef]);
}

/**
 * A lazily loaded OpenStreetMap iframe with a marker (4:3 on phones, 16:9 from tablets up) and
 * a "View larger map" link opening openstreetmap.org in a new tab. The frame's space is reserved
 * from the first paint, but the iframe (a third-party page with its own scripts and tiles) is
 * created only when the frame comes within 200 px of the viewport, so it never competes with
 * the page's own first view; it also keeps `loading="lazy"`. Without JavaScript the same iframe
 * comes from a `<noscript>` in the frame, and the browser's lazy loading alone defers it.
 * Until the map's page has loaded the app's iframe is out of the Tab order (`tabIndex={-1}`):
 * the empty document a loading frame holds would otherwise take a Tab stop that shows no focus (docs/accessibility.md, "How it is tested").
 * Takes `ref` and spreads the rest of its props onto its root `<figure>` (packages/ui/README.md,
 * "Composition").
 * @example <MapEmbed title="Map of our London studio" latitude={51.5145} longitude={-0.1235} />
 * @see docs/requirements.md §2 Contact (a map embed with a marker in London)
 */
export function MapEmbed({ title, latitude, longitude, zoom = 15, className, ...rest }: MapEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef, MAP_LOAD_MARGIN);
  const [loaded, setLoaded] = useState(false);
  useFrameInViewOnFocus(frameRef);
  return (
    <figure {...rest} className={cx(styles.root, className)}>
      <div className={styles.frame} ref={frameRef}>
        {near ? (
          <iframe
            className={styles.iframe}
            title={title}
            src={osmEmbedUrl(latitude, longitude, zoom)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            tabIndex={loaded ? undefined : -1}
            onLoad={() => setLoaded(true)}
          />
        ) : (
          // Without JavaScript the app never creates it: the browser does, lazily, from here.
          <noscript>
            <iframe
              className={styles.iframe}
              title={title}
              src={osmEmbedUrl(latitude, longitude, zoom)}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </noscript>
        )}
      </div>
      <a className={styles.link} href={osmPageUrl(latitude, longitude, zoom)} target="_blank" rel="noopener noreferrer">
        View larger map
        <span className={visuallyHidden}> (opens in a new tab)</span>
        <ExternalIcon />
      </a>
    </figure>
  );
}
