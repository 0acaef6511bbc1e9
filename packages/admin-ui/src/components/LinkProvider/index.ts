export {
  LinkProvider,
  AnchorLink,
  useLinkComponent,
  type LinkProviderProps,
  type LinkComponent,
  type LinkComponentProps,
} from './LinkProvider';
