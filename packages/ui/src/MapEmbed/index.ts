export { MapEmbed, osmEmbedUrl, osmPageUrl, type MapEmbedProps } from './MapEmbed';
