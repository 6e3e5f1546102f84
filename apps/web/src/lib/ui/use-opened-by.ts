import { useEffect, useRef, useState } from 'react';

/**
 * An inline panel a button opens (a form, an editor in place of a page): `open` and `setOpen` are its state, and
 * `opener` goes on the button, which gets the focus back when the panel closes (sent or cancelled).
 */
export function useOpenedBy() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { open, setOpen, opener };
}
