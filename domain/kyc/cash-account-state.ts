/** A cash account counts as set up when its state is 'created'; any other state needs set-up (spec 001 §4). */
export const isCashAccountSetUp = (state: string): boolean => state === 'created';

export const needsCashAccountSetup = (state: string | undefined): boolean => state === undefined || !isCashAccountSetUp(state);
