import type { AreaTexts } from '../../area-texts';
import type { downloadMessagesEn } from '../../../download/messages.en';

export const elDownload: AreaTexts<typeof downloadMessagesEn> = {
  'download.open': 'Λήψη εφαρμογής',
  'download.title': 'Κατεβάστε την εφαρμογή Crypto',
  'download.lead': 'Αγοράστε, πουλήστε και διαχειριστείτε τα κρύπτο σας εν κινήσει, με όλα όσα δεν προσφέρει ακόμη η εφαρμογή web.',
  'download.button': 'Λήψη εφαρμογής',
  'download.scan': 'Σαρώστε για άνοιγμα',
  'download.scanHint': 'Στρέψτε την κάμερα του τηλεφώνου σας στον κωδικό για να κατεβάσετε την εφαρμογή.',
  'download.qr': 'Κωδικός QR για λήψη της εφαρμογής Crypto',
  'download.link': 'Ή ανοίξτε τη σελίδα λήψης',
};
