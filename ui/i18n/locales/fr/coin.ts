import type { AreaTexts } from '../../area-texts';
import type { coinMessagesEn } from '../../../coin/messages.en';

export const frCoin: AreaTexts<typeof coinMessagesEn> = {
  'coin.title': 'Cours du {name}',
  'coin.changeUp': 'En hausse de {percent} sur 24 heures',
  'coin.changeDown': 'En baisse de {percent} sur 24 heures',
  'coin.changeFlat': 'Inchangé sur 24 heures',
  'coin.live': 'En direct',
  'coin.delayed': 'Reconnexion…',
  'coin.favourite': 'Ajouter {name} aux favoris',
  'coin.buy': 'Acheter du {symbol}',
  'coin.sell': 'Vendre du {symbol}',
  'coin.chart.title': 'Dernières 24 heures',
  'coin.chart.label': 'Graphique du cours du {name}, dernières 24 heures',
  'coin.chart.summary': 'Ouverture {open}, plus haut {high}, plus bas {low}, actuel {last}.',
  'coin.chart.unavailable': 'Le graphique du cours n’est pas disponible pour le moment.',
  'coin.chart.loading': 'Chargement du graphique…',
  'coin.chart.attribution': 'Graphique par TradingView',
  'coin.notFound.title': 'Crypto introuvable',
  'coin.notFound.text': 'Nous n’avons trouvé aucune crypto à cette adresse.',
  'coin.notFound.home': 'Retour à l’accueil',
  'coin.failed.text': 'Impossible de charger cette crypto.',
  'coin.failed.retry': 'Réessayer',
  'coin.backToMarket': 'Retour au marché',
};
