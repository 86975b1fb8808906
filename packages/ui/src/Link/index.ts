export {
  LinkProvider,
  useLinkComponent,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
} from './Link';
