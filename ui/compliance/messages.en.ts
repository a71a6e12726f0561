/** English strings of the UK cooling-off risk dialog (ICU message syntax). */
export const complianceMessagesEn = {
  'risk.title': 'Before you invest in crypto',
  'risk.body':
    '{name}, crypto is a high-risk investment. Its price can fall as well as rise, you could lose all the money you invest, and you are unlikely to be protected if something goes wrong.',
  'risk.more': 'Take two minutes to learn more in our UK risk summary',
  'risk.confirm': 'I understand',
} as const;
