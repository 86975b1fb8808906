export { CoreValueCard, type CoreValueCardProps } from './CoreValueCard';
