/** One row of the sheet, such as the total. */
export interface SheetLine {
  readonly label: string;
  readonly value: string;
}

export interface SheetContent {
  /** The dialog's accessible name, such as "Apple Pay (sandbox)". */
  readonly title: string;
  readonly lines: readonly SheetLine[];
  readonly payLabel: string;
}

export type SheetChoice = 'pay' | 'cancel';

let sheets = 0;

/**
 * A simulated wallet sheet: a modal native <dialog> named by its heading, the payment's lines,
 * Pay and Cancel. Focus moves to Cancel (the action that spends nothing) and returns where it
 * was when the sheet closes; Escape cancels. Styled through the CSSOM only (the app's CSP
 * refuses style attributes in markup). Like the device's own sheet it sits above the app's modal
 * dialogs, which turn pointer events off on the page around them: the sheet turns them back on.
 */
export function showPaymentSheet(document: Document, content: SheetContent): Promise<SheetChoice> {
  const previous = document.activeElement;
  const dialog = document.createElement('dialog');
  const titleId = `sandbox-payment-sheet-${String(++sheets)}`;
  dialog.setAttribute('aria-labelledby', titleId);
  Object.assign(dialog.style, { maxInlineSize: '22rem', padding: '1.25rem', borderRadius: '0.75rem', border: '1px solid #6b7785', pointerEvents: 'auto' });

  const heading = document.createElement('h2');
  heading.id = titleId;
  heading.textContent = content.title;
  const list = document.createElement('dl');
  content.lines.forEach((line) => {
    const term = document.createElement('dt');
    term.textContent = line.label;
    const value = document.createElement('dd');
    value.textContent = line.value;
    list.append(term, value);
  });
  const note = document.createElement('p');
  note.textContent = 'Sandbox: no real payment is made.';
  const pay = button(document, content.payLabel);
  const cancel = button(document, 'Cancel');
  const actions = document.createElement('div');
  Object.assign(actions.style, { display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' });
  actions.append(cancel, pay);
  dialog.append(heading, list, note, actions);
  document.body.append(dialog);
  dialog.showModal();
  cancel.focus();

  return new Promise((resolve) => {
    let open = true;
    const close = (choice: SheetChoice): void => {
      if (!open) return;
      open = false;
      dialog.close();
      dialog.remove();
      if (previous !== null && 'focus' in previous) (previous as HTMLElement).focus();
      resolve(choice);
    };
    pay.addEventListener('click', () => close('pay'));
    cancel.addEventListener('click', () => close('cancel'));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close('cancel');
    });
  });
}

function button(document: Document, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  return element;
}
