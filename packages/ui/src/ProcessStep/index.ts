export { ProcessStep, ProcessTimeline, type ProcessStepProps, type ProcessTimelineProps } from './ProcessStep';
