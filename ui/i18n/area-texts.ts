/** One language's texts of one area: only that area's English keys (ui/<area>/messages.en.ts), each optional (a missing one shows in English and the i18n check lists it). */
export type AreaTexts<English extends Readonly<Record<string, string>>> = Partial<Record<keyof English, string>>;
