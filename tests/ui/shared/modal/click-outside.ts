import { act, fireEvent } from '@testing-library/react';

/** A click on the page behind an open modal, once radix has attached its outside-click listener. */
export async function clickOutside(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(document.body);
  fireEvent.click(document.body);
}
