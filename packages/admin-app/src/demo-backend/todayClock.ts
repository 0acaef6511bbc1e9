import { setDemoNow } from '../demo/clock';

// Imported before the handlers (which seed the store when loaded): the browser demo's review cases count
// back from today, so their ages vary as in production. Tests keep the fixed clock.
setDemoNow(Date.now());
