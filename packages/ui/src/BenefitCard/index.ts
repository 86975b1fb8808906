export { BenefitCard, type BenefitCardProps } from './BenefitCard';
