import { createContext, useContext } from 'react';

/**
 * Values typed into a prerendered form before the app's script ran, by field name (ui/main.tsx
 * reads them from the page). A form starts from them, so hydrating it keeps what was typed.
 */
export const PrefilledContext = createContext<Readonly<Record<string, string>>>({});

/** What was typed into the field of this name before the app ran ('' when nothing was). */
export const usePrefilled = (name: string): string => useContext(PrefilledContext)[name] ?? '';
