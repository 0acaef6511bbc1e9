/**
 * The app's tests and stories read the one English scanner of the console's Arabic checks, admin-ui's (a package
 * the app depends on, never the other way round). What it reads, skips and allows: its doc comment.
 *
 * ```ts
 * await setLocale('ar');
 * render(<AppAt path="/fees" />);
 * await screen.findByRole('heading', { level: 1 });
 * expect(visibleEnglish(document.body, { allow: ['p2p_transfer'] })).toEqual([]);
 * ```
 */
export { visibleEnglish, type VisibleEnglishOptions } from '../../../admin-ui/src/test-utils/visibleEnglish';
