import type { MailStrings } from './types';

export const it: MailStrings = {
  lang: 'it',
  greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
  signature: (app) => `Il team di ${app}`,
  linkFallback: 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
  hours: { one: 'ora', other: 'ore' },
  sync: {
    succeededSubject: (website) => `Articoli sincronizzati correttamente — ${website}`,
    succeeded: (website) => `Articoli sincronizzati correttamente: ${website}.`,
    counts: (c) => [
      `Articoli modificati nel periodo sincronizzato: ${c.total}`,
      `Nuovi articoli: ${c.inserted}`,
      `Articoli aggiornati: ${c.changed}`,
      `Segnati come eliminati in WordPress: ${c.deleted}`,
    ],
    failedSubject: (website) => `Impossibile sincronizzare gli articoli — ${website}`,
    failed: (website) => `Impossibile sincronizzare gli articoli: ${website}.`,
    reason: 'Motivo:',
  },
  notifications: {
    assignedSubject: (title) => `Assegnato a te: ${title}`,
    assigned: ({ by, title, website }) => `${by} ti ha assegnato «${title}» (${website}).`,
    sourceChangedSubject: (title) => `Le tue copie sono indietro: ${title}`,
    sourceChanged: ({ title, website }) =>
      `«${title}» è cambiato su ${website}: le tue copie sono indietro. Un invio dalla cronologia delle clonazioni le aggiorna.`,
    reviewWaitingSubject: (title) => `In attesa della tua revisione: ${title}`,
    reviewWaiting: ({ title, website }) =>
      `La copia IA di «${title}» per ${website} attende una revisione: nulla arriva al sito finché qualcuno non la invia.`,
    quotaNearSubject: 'La quota IA sta per esaurirsi',
    quotaNear: ({ used, limit, characters }) =>
      `Questo mese l’account ha usato il ${Math.round((used / limit) * 100)}% ${characters ? 'dei caratteri di traduzione' : 'dei token'} IA (${used.toLocaleString('it')} su ${limit.toLocaleString('it')}). Il lavoro IA si ferma al limite; il piano o il mese prossimo ne portano altri.`,
    digestSubject: (count) =>
      `La tua giornata in ai multisite: ${count === 1 ? '1 avviso' : `${count} avvisi`}`,
    digestIntro: (count) =>
      count === 1 ? 'Un avviso non letto da ieri:' : `${count} avvisi non letti da ieri:`,
    digestMore: 'Gli altri sono nella campanella.',
    runFailedSubject: (what) => `Non riuscito: ${what}`,
    runFailed: (what) => `Non è riuscito e non verrà ritentato: ${what}.`,
    jobs: {
      clone: (title) => `la clonazione di «${title}»`,
      generation: (title) => `l'articolo IA «${title}»`,
      sync: (website) => `la sincronizzazione di ${website}`,
    },
    open: 'Aprilo:',
    reason: 'Motivo:',
    settings: 'Scegli cosa ti viene comunicato, e come, nel tuo profilo.',
  },
  kinds: {
    'verify-email': {
      subject: (app) => `Conferma il tuo indirizzo email per ${app}`,
      intro: (app) => [
        `Grazie per la registrazione a ${app}. Conferma il tuo indirizzo email per attivare l'account:`,
      ],
      action: 'Conferma il mio indirizzo email',
      outro: (expiry) => [
        `Il link funziona una sola volta e scade tra ${expiry}.`,
        'Se non hai creato un account, puoi ignorare questa email.',
      ],
    },
    'reset-password': {
      subject: (app) => `Reimposta la password di ${app}`,
      intro: (app) => [
        `Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account ${app}. Scegli una nuova password qui:`,
      ],
      action: 'Reimposta la password',
      outro: (expiry) => [
        `Il link funziona una sola volta e scade tra ${expiry}.`,
        'Se non hai fatto tu questa richiesta, ignora questa email: la tua password resta invariata.',
      ],
    },
    'unlock-sign-in': {
      subject: (app) => `Completa l'accesso a ${app}`,
      intro: (app) => [
        `Qualcuno ha provato molte password sbagliate sul tuo account ${app}, quindi ora l'accesso da un nuovo dispositivo richiede anche questo link. La password corretta è appena stata inserita: se sei stato tu, completa l'accesso qui:`,
      ],
      action: "Completa l'accesso",
      outro: (expiry) => [
        `Il link funziona una sola volta e scade tra ${expiry}. Il dispositivo su cui lo apri verrà poi ricordato.`,
        'Se non sei stato tu, qualcuno conosce la tua password: cambiala subito.',
      ],
    },
    invite: {
      subject: (app) => `Il tuo invito a ${app}`,
      intro: (app) => [`Hai ricevuto un invito a ${app}. Scegli la tua password per accedere:`],
      action: 'Imposta la mia password',
      outro: (expiry) => [
        `Il link funziona una sola volta e scade tra ${expiry}.`,
        'Se non aspettavi questo invito, puoi ignorare questa email.',
      ],
    },
    'already-registered': {
      subject: (app) => `Qualcuno ha provato a registrarsi a ${app} con la tua email`,
      intro: (app) => [
        `Qualcuno ha appena provato a creare un nuovo account ${app} con questo indirizzo email. Hai già un account, quindi non è stato creato nulla.`,
        'Se sei stato tu, accedi semplicemente. Se hai dimenticato la password, usa "Password dimenticata" nella pagina di accesso.',
      ],
      outro: () => [
        'Se non sei stato tu, puoi ignorare questa email: il tuo account non è cambiato.',
      ],
    },
    'two-factor-enabled': {
      subject: (app) => `Verifica in due passaggi attivata per il tuo account ${app}`,
      intro: (app) => [
        `La verifica in due passaggi è ora attiva per il tuo account ${app}. D'ora in poi, per accedere ti verrà chiesto anche un codice dalla tua app di autenticazione.`,
        'Conserva i codici di recupero in un luogo sicuro: ognuno ti permette di accedere una volta se perdi il telefono.',
      ],
      outro: () => [
        'Se non hai effettuato tu questa modifica, reimposta subito la password e contatta un amministratore.',
      ],
    },
  },
};
