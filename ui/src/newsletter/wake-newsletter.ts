import type { SyntheticEvent } from 'react';

/**
 * A newsletter form's first focus fetches its controller (the machine, the validation and the dialogs are in
 * no page's first load), which from then on listens to the form itself. Typing an address or pressing its button
 * focuses the form first; a form posted before the controller arrives goes the no-JavaScript way (api/newsletter.ts).
 * Later focuses ask again: the browser keeps the module, and the controller starts once per form.
 */
export function wakeNewsletter(event: SyntheticEvent): void {
  void import('./newsletter-controller.js').then((loaded) => loaded.control(event.target as Element));
}
