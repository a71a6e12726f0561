/**
 * A UUID of version 1 to 5 in its 36-character form: 8-4-4-4-12 hexadecimal digits, the version
 * digit 1..5 and the RFC 4122 variant (8, 9, a or b).
 */
const UUID_V1_TO_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Spec 001 §5: an identifier is valid only as a 36-character UUID of version 1 to 5.
 * Choice: letters of either case are accepted, the RFC 4122 variant is required, and the nil
 * UUID (version 0) is refused.
 */
export const isValidIdentifier = (value: string): boolean => value.length === 36 && UUID_V1_TO_V5.test(value);
