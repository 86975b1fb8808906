export { CaseStudyCard, type CaseStudyCardProps } from './CaseStudyCard';
