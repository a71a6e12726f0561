/** English strings of the Settings page (ICU message syntax). */
export const settingsMessagesEn = {
  'settings.title': 'Settings',
  'settings.language.heading': 'Language',
  'settings.language.label': 'Display language',
  'settings.language.hint': 'Texts not translated yet show in English.',
  'settings.language.apply': 'Apply language',
  'settings.language.saving': 'Saving…',
  'settings.language.failed': 'We could not save your language. Please try again.',
} as const;
