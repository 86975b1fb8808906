/**
 * The toast region, not needed for the first paint: `RootLayout` loads this module after the
 * page renders, in a `<Suspense>` of its own, so a toast (a form's error made by a tap kept
 * before the app arrived) shows as soon as this small chunk is in, without waiting for the chat
 * button's tooltip code (`deferredParts.tsx`). @see docs/architecture.md "The first view"
 */
export { Toaster } from '@agency/ui';
