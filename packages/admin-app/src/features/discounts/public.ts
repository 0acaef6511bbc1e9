// What other areas use of the discounts. The app's face, the routes and sidebar entry, is index.tsx.

/** The discounts' keys in the data cache, for another area whose save changes what the discounts list shows (a group's name). */
export { discountKeys } from './keys';
