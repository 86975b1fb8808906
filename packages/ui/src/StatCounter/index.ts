export { StatCounter, type StatCounterProps } from './StatCounter';
