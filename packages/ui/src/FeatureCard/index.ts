export { FeatureCard, featureCardVariants, type FeatureCardProps, type FeatureCardVariant } from './FeatureCard';
