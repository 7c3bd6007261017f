import type { MailStrings } from './types';

export const pl: MailStrings = {
  lang: 'pl',
  greeting: (name) => (name ? `Witaj, ${name}!` : 'Witaj!'),
  signature: (app) => `Zespół ${app}`,
  linkFallback: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  // Accusative after "za": za 1 godzinę, za 24 godziny, za 5 godzin.
  hours: { one: 'godzinę', few: 'godziny', many: 'godzin', other: 'godziny' },
  sync: {
    succeededSubject: (website) => `Artykuły zsynchronizowane — ${website}`,
    succeeded: (website) => `Artykuły zostały zsynchronizowane: ${website}.`,
    counts: (c) => [
      `Wpisy zmienione w synchronizowanym okresie: ${c.total}`,
      `Nowe artykuły: ${c.inserted}`,
      `Zaktualizowane artykuły: ${c.changed}`,
      `Oznaczone jako usunięte w WordPressie: ${c.deleted}`,
    ],
    failedSubject: (website) => `Nie udało się zsynchronizować artykułów — ${website}`,
    failed: (website) => `Nie udało się zsynchronizować artykułów: ${website}.`,
    reason: 'Przyczyna:',
  },
  notifications: {
    assignedSubject: (title) => `Przydzielono ci: ${title}`,
    assigned: ({ by, title, website }) => `${by} przydziela ci „${title}” (${website}).`,
    sourceChangedSubject: (title) => `Twoje kopie są nieaktualne: ${title}`,
    sourceChanged: ({ title, website }) =>
      `„${title}” zmienił się w witrynie ${website}: twoje kopie są nieaktualne. Jedno wysłanie z historii klonowania je zaktualizuje.`,
    reviewWaitingSubject: (title) => `Czeka na twoją recenzję: ${title}`,
    reviewWaiting: ({ title, website }) =>
      `Kopia AI artykułu „${title}” dla ${website} czeka na recenzję: nic nie trafi do witryny, dopóki ktoś jej nie wyśle.`,
    quotaNearSubject: 'Limit AI jest prawie wyczerpany',
    quotaNear: ({ used, limit, characters }) =>
      `W tym miesiącu konto wykorzystało ${Math.round((used / limit) * 100)}% ${characters ? 'znaków tłumaczenia' : 'tokenów'} AI (${used.toLocaleString('pl')} z ${limit.toLocaleString('pl')}). Praca AI zatrzyma się po osiągnięciu limitu; plan lub następny miesiąc da więcej.`,
    digestSubject: (count) => `Twój dzień w ai multisite: powiadomienia: ${count}`,
    digestIntro: (count) => `Nieprzeczytane powiadomienia od wczoraj: ${count}.`,
    digestMore: 'Pozostałe są pod dzwonkiem.',
    runFailedSubject: (what) => `Nie powiodło się: ${what}`,
    runFailed: (what) => `Nie powiodło się i nie będzie ponawiane: ${what}.`,
    jobs: {
      clone: (title) => `klonowanie „${title}”`,
      generation: (title) => `artykuł AI „${title}”`,
      sync: (website) => `synchronizacja ${website}`,
    },
    open: 'Otwórz:',
    reason: 'Powód:',
    settings: 'Co i jak ci zgłaszać, wybierzesz w swoim profilu.',
  },
  kinds: {
    'verify-email': {
      subject: (app) => `Potwierdź adres e-mail w ${app}`,
      intro: (app) => [
        `Dziękujemy za rejestrację w ${app}. Potwierdź adres e-mail, aby aktywować konto:`,
      ],
      action: 'Potwierdź adres e-mail',
      outro: (expiry) => [
        `Link działa tylko raz i wygaśnie za ${expiry}.`,
        'Jeśli to nie Ty zakładasz konto, zignoruj tę wiadomość.',
      ],
    },
    'reset-password': {
      subject: (app) => `Resetowanie hasła w ${app}`,
      intro: (app) => [
        `Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w ${app}. Ustaw nowe hasło tutaj:`,
      ],
      action: 'Zresetuj hasło',
      outro: (expiry) => [
        `Link działa tylko raz i wygaśnie za ${expiry}.`,
        'Jeśli ta prośba nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło pozostanie bez zmian.',
      ],
    },
    'unlock-sign-in': {
      subject: (app) => `Dokończ logowanie do ${app}`,
      intro: (app) => [
        `Ktoś wypróbował wiele błędnych haseł na Twoim koncie w ${app}, dlatego logowanie z nowego urządzenia wymaga teraz także tego linku. Właśnie wpisano prawidłowe hasło – jeśli to Ty, dokończ logowanie tutaj:`,
      ],
      action: 'Dokończ logowanie',
      outro: (expiry) => [
        `Link działa tylko raz i wygaśnie za ${expiry}. Urządzenie, na którym go otworzysz, zostanie potem zapamiętane.`,
        'Jeśli to nie Ty, ktoś zna Twoje hasło – od razu je zmień.',
      ],
    },
    invite: {
      subject: (app) => `Zaproszenie do ${app}`,
      intro: (app) => [`Otrzymujesz zaproszenie do ${app}. Ustaw hasło, aby się zalogować:`],
      action: 'Ustaw hasło',
      outro: (expiry) => [
        `Link działa tylko raz i wygaśnie za ${expiry}.`,
        'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
      ],
    },
    'already-registered': {
      subject: (app) => `Ktoś próbował zarejestrować się w ${app} z Twoim adresem e-mail`,
      intro: (app) => [
        `Ktoś właśnie próbował utworzyć nowe konto w ${app} z tym adresem e-mail. Masz już konto, więc nic nie zostało utworzone.`,
        'Jeśli to Ty, po prostu się zaloguj. Jeśli nie pamiętasz hasła, użyj opcji „Nie pamiętasz hasła?” na stronie logowania.',
      ],
      outro: () => [
        'Jeśli to nie Ty, możesz zignorować tę wiadomość: Twoje konto się nie zmieniło.',
      ],
    },
    'two-factor-enabled': {
      subject: (app) => `Weryfikacja dwuetapowa włączona dla Twojego konta w ${app}`,
      intro: (app) => [
        `Weryfikacja dwuetapowa jest teraz włączona dla Twojego konta w ${app}. Od teraz przy logowaniu trzeba będzie podać także kod z aplikacji uwierzytelniającej.`,
        'Przechowuj kody odzyskiwania w bezpiecznym miejscu: każdy z nich pozwala zalogować się jeden raz, jeśli zgubisz telefon.',
      ],
      outro: () => [
        'Jeśli ta zmiana nie pochodzi od Ciebie, natychmiast zresetuj hasło i skontaktuj się z administratorem.',
      ],
    },
  },
};
