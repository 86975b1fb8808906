export {
  KEPT_TAPS_SCRIPT,
  KEEP_TAPS_ATTRIBUTE,
  TAPS_LIVE_ATTRIBUTE,
  TAP_KEPT_ATTRIBUTE,
} from './keptTapsScript';
export { documentArrivalMs, useKeptTaps, type KeptTapsProps } from './useKeptTaps';
