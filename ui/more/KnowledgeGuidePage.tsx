import { Link } from 'react-router-dom';
import { useT } from '../base/i18n/use-t';
import { moreMessagesEn } from './messages.en';

/** The English texts this screen shows: they load with it (ui/shared/lazy-screen.tsx). */
export const texts = moreMessagesEn;

const SECTIONS = ['coins', 'prices', 'baskets', 'cash', 'safety'] as const;

/** /hub/knowledge/guide (spec 001 §2, hidden from the navigation): a short crypto guide of our own, ending with the risk statement. */
export default function KnowledgeGuidePage() {
  const { t } = useT();
  return (
    <article className="stack guide-page">
      <Link to="/hub/more">{t('guide.back')}</Link>
      <h1>{t('guide.title')}</h1>
      <p className="hint">{t('guide.lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section} className="card" aria-labelledby={`guide-${section}`}>
          <h2 id={`guide-${section}`}>{t(`guide.${section}.title`)}</h2>
          <p>{t(`guide.${section}.text`)}</p>
        </section>
      ))}
      <section id="risk-statement" className="card" aria-labelledby="guide-statement">
        <h2 id="guide-statement">{t('guide.statement.title')}</h2>
        <p>{t('guide.statement.text')}</p>
      </section>
    </article>
  );
}
