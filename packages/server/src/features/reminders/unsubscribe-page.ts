const TEXTS = {
  ro: { title: 'Dezabonare de la notificări', ask: 'Nu mai doriți e-mailuri de reamintire de la atelier?', button: 'Dezabonează-mă', done: 'Gata: nu veți mai primi e-mailuri de reamintire de la acest atelier.', invalid: 'Linkul nu este valid.' },
  en: { title: 'Unsubscribe from reminders', ask: 'No more reminder e-mails from the workshop?', button: 'Unsubscribe me', done: 'Done: you will receive no more reminder e-mails from this workshop.', invalid: 'This link is not valid.' },
  it: { title: 'Annulla l’iscrizione ai promemoria', ask: 'Non desidera più ricevere promemoria dall’officina?', button: 'Annulla iscrizione', done: 'Fatto: non riceverà più promemoria da questa officina.', invalid: 'Il link non è valido.' },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page the e-mail's unsubscribe link opens: a button to confirm, then the result. */
export const unsubscribePage = ({ state, token, locale }: { state: 'ask' | 'done' | 'invalid'; token: string; locale: string }): string => {
  const t = TEXTS[locale === 'en' || locale === 'it' ? locale : 'ro'];
  const body =
    state === 'ask'
      ? `<p>${t.ask}</p><form method="post" action="/api/reminders/unsubscribe"><input type="hidden" name="token" value="${escape(token)}"><button type="submit">${t.button}</button></form>`
      : `<p>${state === 'done' ? t.done : t.invalid}</p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>
<body><main><h1>${t.title}</h1>${body}</main></body></html>`;
};
