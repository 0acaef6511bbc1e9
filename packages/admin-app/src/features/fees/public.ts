// What other areas use of the fees. The app's face, the routes and sidebar entries, is index.tsx.

/** The fees' keys in the data cache, for another area that shows fees (the discount form's fee options). */
export { feesKeys } from './keys';
