/** Choice: country and entity codes are compared trimmed and case-insensitively. */
const normalise = (value: string | undefined): string => (value ?? '').trim().toUpperCase();

const UK_PHONE_COUNTRIES = new Set(['GB', 'GBR']);
const US_PHONE_COUNTRIES = new Set(['USA']);
const US_ENTITIES = new Set(['USA', 'USA_FS']);
const FULL_LEGAL_FOOTER_COUNTRIES = new Set(['USA', 'CAN']);

/** UK users: phone country GB or GBR (spec 001 §1, 000 §6). */
export const isUkUser = (phoneCountry: string | undefined): boolean => UK_PHONE_COUNTRIES.has(normalise(phoneCountry));

/** US users: phone country USA, or entity usa or usa_fs (spec 001 §1). */
export const isUsUser = (user: { readonly phoneCountry: string | undefined; readonly entityId: string | undefined }): boolean =>
  US_PHONE_COUNTRIES.has(normalise(user.phoneCountry)) || US_ENTITIES.has(normalise(user.entityId));

/** Phone country USA or CAN sees the fuller legal footer with a statement link (spec 000 §6, 001 §6). */
export const showsFullLegalFooter = (phoneCountry: string | undefined): boolean => FULL_LEGAL_FOOTER_COUNTRIES.has(normalise(phoneCountry));
