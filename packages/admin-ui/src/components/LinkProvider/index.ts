export {
  LinkProvider,
  AnchorLink,
  AppLink,
  useLinkComponent,
  type LinkProviderProps,
  type LinkComponent,
  type LinkComponentProps,
  type AppLinkProps,
} from './LinkProvider';
