import { useLayoutEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';
import './dialog-shell.css.js';

interface DialogShellProps {
  className: string;
  /** Ids of the dialog's title and description. */
  labelledBy: string;
  describedBy: string;
  /** Takes focus once the dialog is open. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes back to when the dialog closes (the control that opened it), read at that moment. */
  returnFocus: RefObject<HTMLElement | null>;
  /** Escape, a click on the backdrop, or anything else that closed the dialog: the owner unmounts it. */
  onClose: () => void;
  children: ReactNode;
}

/** Still in the page and shown (not inside display: none or visibility: hidden). */
function canFocus(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/**
 * A modal dialog that is open while mounted: the native <dialog> opened with showModal(), so the browser
 * keeps focus inside, makes the page inert and closes it on Escape. While open the page does not scroll;
 * on close focus goes back to the opener, or to the main content if the opener has gone (a closed mobile
 * menu). Escape is not the dialog's while a control inside uses it (a location field closing its list
 * cancels the keydown, and the browser then leaves the dialog open).
 */
export function DialogShell({ className, labelledBy, describedBy, initialFocus, returnFocus, onClose, children }: DialogShellProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);

  // Layout effects: open before the first paint, and close while the element is still in the page.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    const root = document.documentElement;
    dialog.showModal();
    root.dataset.scrollLocked = '';
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      delete root.dataset.scrollLocked;
      const back = returnFocus.current;
      if (back && canFocus(back)) back.focus();
      else if (back) document.getElementById('main')?.focus({ preventScroll: true });
    };
  }, [initialFocus, returnFocus]);

  // The panel fills the dialog's box, so the dialog itself is the target only on its ::backdrop. Pressed and
  // released there closes it; a text selection dragged out of the panel does not.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (event.target === event.currentTarget && pressedBackdrop.current && outside) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      onClose={onClose}
      onPointerDown={(event) => (pressedBackdrop.current = event.target === event.currentTarget)}
      onClick={onClick}
    >
      {children}
    </dialog>
  );
}
