export { Container, type ContainerProps } from './Container';
export { Section, type SectionProps } from './Section';
export { SectionHeading, type SectionHeadingProps } from './SectionHeading';
