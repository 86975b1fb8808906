export { CASE_STUDY_CARD_MAX_IMAGES, CaseStudyCard, type CaseStudyCardProps } from './CaseStudyCard';
