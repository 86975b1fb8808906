export {
  FreeSampleForm,
  FREE_SAMPLE_PENDING_LABEL,
  FREE_SAMPLE_SUBMIT_LABEL,
  type FreeSampleFormProps,
  type FreeSampleValues,
} from './FreeSampleForm';
