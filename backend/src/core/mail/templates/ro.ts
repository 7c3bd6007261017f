import type { MailStrings } from './types';

export const ro: MailStrings = {
  lang: 'ro',
  greeting: (name) => (name ? `Bună ziua, ${name},` : 'Bună ziua,'),
  signature: (app) => `Echipa ${app}`,
  linkFallback: 'Dacă butonul nu funcționează, copiați această adresă în browser:',
  // 1 oră, 2–19 ore, 20 de ore and above.
  hours: { one: 'oră', few: 'ore', other: 'de ore' },
  sync: {
    succeededSubject: (website) => `Articole sincronizate cu succes — ${website}`,
    succeeded: (website) => `Articolele au fost sincronizate cu succes: ${website}.`,
    counts: (c) => [
      `Articole modificate în perioada sincronizată: ${c.total}`,
      `Articole noi: ${c.inserted}`,
      `Articole actualizate: ${c.changed}`,
      `Marcate ca șterse în WordPress: ${c.deleted}`,
    ],
    failedSubject: (website) => `Sincronizarea articolelor a eșuat — ${website}`,
    failed: (website) => `Sincronizarea articolelor a eșuat: ${website}.`,
    reason: 'Motiv:',
  },
  notifications: {
    assignedSubject: (title) => `Ți-a fost atribuit: ${title}`,
    assigned: ({ by, title, website }) => `${by} ți-a atribuit „${title}” (${website}).`,
    sourceChangedSubject: (title) => `Copiile tale au rămas în urmă: ${title}`,
    sourceChanged: ({ title, website }) =>
      `„${title}” s-a schimbat pe ${website}: copiile tale au rămas în urmă. O trimitere din istoricul clonărilor le actualizează.`,
    reviewWaitingSubject: (title) => `Așteaptă revizuirea ta: ${title}`,
    reviewWaiting: ({ title, website }) =>
      `Copia AI a „${title}” pentru ${website} așteaptă revizuirea: nimic nu ajunge pe site până nu o trimite cineva.`,
    quotaNearSubject: 'Cota AI este aproape epuizată',
    quotaNear: ({ used, limit, characters }) =>
      `Luna aceasta contul a folosit ${Math.round((used / limit) * 100)}% din ${characters ? 'caracterele de traducere' : 'tokenii'} AI (${used.toLocaleString('ro')} din ${limit.toLocaleString('ro')}). Lucrul AI se oprește la limită; planul sau luna următoare aduc mai mult.`,
    digestSubject: (count) => `Ziua ta în ai multisite: notificări: ${count}`,
    digestIntro: (count) => `Notificări necitite de ieri: ${count}.`,
    digestMore: 'Celelalte sunt la clopoțel.',
    runFailedSubject: (what) => `Nu a reușit: ${what}`,
    runFailed: (what) => `Nu a reușit și nu va mai fi reîncercat: ${what}.`,
    jobs: {
      clone: (title) => `clonarea „${title}”`,
      generation: (title) => `articolul AI „${title}”`,
      sync: (website) => `sincronizarea ${website}`,
    },
    open: 'Deschide:',
    reason: 'Motiv:',
    settings: 'Alege ce ți se spune, și cum, în profilul tău.',
  },
  kinds: {
    'verify-email': {
      subject: (app) => `Confirmați adresa de e-mail pentru ${app}`,
      intro: (app) => [
        `Vă mulțumim pentru înregistrarea în ${app}. Confirmați adresa de e-mail pentru a vă activa contul:`,
      ],
      action: 'Confirmați adresa de e-mail',
      outro: (expiry) => [
        `Linkul poate fi folosit o singură dată și expiră în ${expiry}.`,
        'Dacă nu ați creat un cont, puteți ignora acest e-mail.',
      ],
    },
    'reset-password': {
      subject: (app) => `Resetarea parolei pentru ${app}`,
      intro: (app) => [
        `Am primit o solicitare de resetare a parolei contului dumneavoastră ${app}. Alegeți o parolă nouă aici:`,
      ],
      action: 'Resetați parola',
      outro: (expiry) => [
        `Linkul poate fi folosit o singură dată și expiră în ${expiry}.`,
        'Dacă nu ați solicitat acest lucru, ignorați acest e-mail: parola dumneavoastră rămâne neschimbată.',
      ],
    },
    'unlock-sign-in': {
      subject: (app) => `Finalizați autentificarea în ${app}`,
      intro: (app) => [
        `Cineva a încercat multe parole greșite pentru contul dumneavoastră ${app}, așa că autentificarea de pe un dispozitiv nou necesită acum și acest link. Parola corectă tocmai a fost introdusă: dacă ați fost dumneavoastră, finalizați autentificarea aici:`,
      ],
      action: 'Finalizați autentificarea',
      outro: (expiry) => [
        `Linkul poate fi folosit o singură dată și expiră în ${expiry}. Dispozitivul pe care îl deschideți va fi apoi reținut.`,
        'Dacă nu ați fost dumneavoastră, cineva vă cunoaște parola: schimbați-o imediat.',
      ],
    },
    invite: {
      subject: (app) => `Invitație la ${app}`,
      intro: (app) => [`Ați primit o invitație la ${app}. Alegeți o parolă pentru a vă conecta:`],
      action: 'Setați parola',
      outro: (expiry) => [
        `Linkul poate fi folosit o singură dată și expiră în ${expiry}.`,
        'Dacă nu vă așteptați la această invitație, puteți ignora acest e-mail.',
      ],
    },
    'already-registered': {
      subject: (app) => `Cineva a încercat să se înregistreze la ${app} cu adresa dumneavoastră`,
      intro: (app) => [
        `Cineva tocmai a încercat să creeze un cont nou ${app} cu această adresă de email. Aveți deja un cont, așa că nu a fost creat nimic.`,
        'Dacă ați fost dumneavoastră, conectați-vă pur și simplu. Dacă ați uitat parola, folosiți „Ați uitat parola” pe pagina de conectare.',
      ],
      outro: () => [
        'Dacă nu ați fost dumneavoastră, puteți ignora acest email: contul nu s-a schimbat.',
      ],
    },
    'two-factor-enabled': {
      subject: (app) => `Autentificarea în doi pași a fost activată pentru contul ${app}`,
      intro: (app) => [
        `Autentificarea în doi pași este acum activată pentru contul dumneavoastră ${app}. De acum înainte, la conectare vi se va cere și un cod din aplicația de autentificare.`,
        'Păstrați codurile de recuperare într-un loc sigur: fiecare vă permite să vă conectați o singură dată dacă pierdeți telefonul.',
      ],
      outro: () => [
        'Dacă nu ați făcut dumneavoastră această modificare, resetați imediat parola și contactați un administrator.',
      ],
    },
  },
};
