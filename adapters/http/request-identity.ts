/** Values sent with every request as headers (spec 000 §7: source entry, user uuid, session id, anonymous id). */
export interface RequestIdentity {
  readonly sourceEntry: string;
  readonly anonymousId: string;
  readonly deviceSessionId: string;
  userUuid: string | undefined;
}

export const identityHeaders = (identity: RequestIdentity): Record<string, string> => ({
  'x-source-entry': identity.sourceEntry,
  'x-anonymous-id': identity.anonymousId,
  'x-device-session-id': identity.deviceSessionId,
  ...(identity.userUuid === undefined ? {} : { 'x-user-uuid': identity.userUuid }),
});
