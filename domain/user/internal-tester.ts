/**
 * Internal testers are identified by a list of user uuids (spec 000 §1, 001 §1, §6).
 * Choice: uuids are compared trimmed and case-insensitively (UUID hex is case-insensitive);
 * an empty uuid is never a tester.
 */
export function isInternalTester(uuid: string | undefined, testerUuids: readonly string[]): boolean {
  const wanted = (uuid ?? '').trim().toLowerCase();
  if (wanted === '') return false;
  return testerUuids.some((tester) => tester.trim().toLowerCase() === wanted);
}
