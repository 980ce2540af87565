interface DialogButton {
  label: string;
  /** The dialog's `returnValue` when this button closes it. */
  value: string;
}

interface NewsletterDialogOptions {
  /** The dialog's heading; without it the message names the dialog. */
  title?: string;
  message: string;
  /** The first button gets the focus. */
  buttons: readonly DialogButton[];
  /** Called once the dialog closed (a button, Escape or a click on the backdrop) and focus went back. */
  onClose: (value: string) => void;
}

let dialogs = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A modal native `<dialog>` (welcome and error dialogs): the browser keeps focus inside and closes it on Escape;
 * its buttons close it through `method="dialog"`, a click on the backdrop closes it too, and focus returns to where it
 * was (or to `fallbackFocus` when that element is gone or hidden). Built with the DOM: it belongs to no React tree.
 */
export function openNewsletterDialog(options: NewsletterDialogOptions, fallbackFocus?: HTMLElement): HTMLDialogElement {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : null;
  const id = `newsletter-dialog-${++dialogs}`;
  const dialog = element('dialog', 'newsletter-dialog');
  const body = element('form', 'newsletter-dialog__body');
  body.method = 'dialog';
  const message = element('p', 'newsletter-dialog__message', options.message);
  message.id = `${id}-message`;
  if (options.title) {
    const title = element('h2', 'newsletter-dialog__title', options.title);
    title.id = `${id}-title`;
    body.append(title);
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.setAttribute('aria-describedby', message.id);
  } else {
    dialog.setAttribute('aria-labelledby', message.id);
  }
  const actions = element('div', 'newsletter-dialog__actions');
  options.buttons.forEach((button, index) => {
    const node = element('button', `button ${index === 0 ? 'button--primary' : 'button--secondary'}`, button.label);
    node.value = button.value;
    actions.append(node);
  });
  body.append(message, actions);
  dialog.append(body);
  // The backdrop is the dialog element itself: its content sits in the form.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener(
    'close',
    () => {
      dialog.remove();
      const target = opener?.isConnected && !opener.closest('[hidden]') ? opener : fallbackFocus;
      target?.focus();
      options.onClose(dialog.returnValue);
    },
    { once: true },
  );
  document.body.append(dialog);
  dialog.returnValue = '';
  dialog.showModal();
  actions.querySelector('button')?.focus();
  return dialog;
}
