import { lesson, quiz, text } from "../build.js";

export const socialEngineering = lesson(
  "0195b1c0-0000-7000-8000-000000000104",
  {
    name: "Social engineering by phone and chat",
    titles: { En: "Social engineering by phone and chat", Sr: "Socijalni inženjering telefonom i porukama" },
    tags: ["social-engineering", "vishing", "smishing"],
    expectedCompletionTime: 8,
  },
  [
    text("En", {
      name: "se-tactics",
      title: "The caller who sounds legitimate",
      sidebarTitle: "Tactics",
      description: "How phone and chat scams work.",
      html: `<p>Social engineers skip technology and go straight for people. By phone (<em>vishing</em>), SMS (<em>smishing</em>) or chat apps
        such as WhatsApp, Teams and Viber they pretend to be:</p>
        <ul><li><strong>IT support</strong> asking you to install a remote-access tool or read out an MFA code;</li>
        <li><strong>a manager or executive</strong> who urgently needs a payment, gift cards or a file, and cannot talk right now;</li>
        <li><strong>a supplier</strong> whose bank details have "changed";</li>
        <li><strong>your bank or a courier</strong> asking you to "confirm" card details or pay a small fee.</li></ul>
        <p>They use urgency, authority, friendliness and details found online – your name, your manager's name, a real project – to sound genuine.
        Caller ID and profile pictures can be faked, and AI can imitate a familiar voice.</p>`,
    }),
    text("En", {
      name: "se-defence",
      title: "Pause, verify, then act",
      sidebarTitle: "What to do",
      description: "A simple routine for unexpected requests.",
      html: `<ol><li><strong>Pause.</strong> Urgency and secrecy are the warning signs. A genuine colleague will wait five minutes.</li>
        <li><strong>Verify through another channel.</strong> Hang up and call back on a number from the company directory or the official website –
        not one given in the call or message. For payment or bank-detail changes, always follow your organisation's approval process.</li>
        <li><strong>Never share</strong> passwords, MFA codes or card details, and do not install software because a caller asked you to.</li>
        <li><strong>Report it</strong>, even if you did not fall for it: the same caller is probably trying your colleagues.</li></ol>`,
    }),
    quiz("En", {
      name: "se-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on social engineering.",
      question:
        "You get a WhatsApp message from your CEO's photo and name: \"I'm in a meeting, can't talk. I need 5 gift cards for a client today – buy them and send me the codes. Keep it quiet for now.\" What do you do?",
      answers: [
        ["Buy the cards – the CEO asked personally", false],
        ["Reply asking which client they are for", false],
        ["Verify with the CEO or their assistant through a known number or channel, and report the message", true],
        ["Buy one card first to see if it is real", false],
      ],
      explanationCorrect:
        "Correct. Urgency, secrecy and gift cards are the hallmarks of CEO fraud. Verify through a channel you already trust, then report.",
      explanationIncorrect:
        "Not quite. Replying keeps you talking to the scammer, and any purchase is money lost. Verify through a known channel and report the message.",
    }),
    text("Sr", {
      name: "se-tactics",
      title: "Pozivalac koji zvuči verodostojno",
      sidebarTitle: "Taktike",
      description: "Kako funkcionišu prevare telefonom i porukama.",
      html: `<p>Socijalni inženjeri zaobilaze tehnologiju i idu pravo na ljude. Telefonom (<em>vishing</em>), SMS-om (<em>smishing</em>) ili aplikacijama
        kao što su WhatsApp, Teams i Viber predstavljaju se kao:</p>
        <ul><li><strong>IT podrška</strong> koja traži da instalirate alat za daljinski pristup ili pročitate MFA kôd;</li>
        <li><strong>rukovodilac ili direktor</strong> kome hitno treba uplata, poklon-kartice ili datoteka, a trenutno ne može da razgovara;</li>
        <li><strong>dobavljač</strong> kome se „promenio” broj računa;</li>
        <li><strong>vaša banka ili kurir</strong> koji traži da „potvrdite” podatke kartice ili platite malu naknadu.</li></ul>
        <p>Koriste žurbu, autoritet, ljubaznost i podatke sa interneta – vaše ime, ime rukovodioca, pravi projekat – da zvuče uverljivo.
        Broj pozivaoca i profilna slika mogu biti lažirani, a veštačka inteligencija može da imitira poznat glas.</p>`,
    }),
    text("Sr", {
      name: "se-defence",
      title: "Zastanite, proverite, pa postupite",
      sidebarTitle: "Šta uraditi",
      description: "Jednostavan postupak za neočekivane zahteve.",
      html: `<ol><li><strong>Zastanite.</strong> Žurba i tajnost su znaci upozorenja. Pravi kolega će sačekati pet minuta.</li>
        <li><strong>Proverite drugim kanalom.</strong> Prekinite vezu i pozovite broj iz imenika firme ili sa zvaničnog sajta –
        ne broj iz poziva ili poruke. Za uplate i promene računa uvek pratite proceduru odobravanja vaše organizacije.</li>
        <li><strong>Nikada ne delite</strong> lozinke, MFA kodove ili podatke kartice i ne instalirajte softver zato što je pozivalac to tražio.</li>
        <li><strong>Prijavite</strong>, čak i ako niste naseli: isti pozivalac verovatno pokušava i sa vašim kolegama.</li></ol>`,
    }),
    quiz("Sr", {
      name: "se-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o socijalnom inženjeringu.",
      question:
        "Dobijate WhatsApp poruku sa slikom i imenom vašeg direktora: „Na sastanku sam, ne mogu da pričam. Danas mi treba 5 poklon-kartica za klijenta – kupi ih i pošalji mi kodove. Zasad nikome ne govori.” Šta radite?",
      answers: [
        ["Kupim kartice – direktor je lično tražio", false],
        ["Odgovorim i pitam za kog su klijenta", false],
        ["Proverim sa direktorom ili njegovim asistentom preko poznatog broja ili kanala i prijavim poruku", true],
        ["Kupim prvo jednu karticu da vidim da li je stvarno", false],
      ],
      explanationCorrect:
        "Tačno. Žurba, tajnost i poklon-kartice su obeležja prevare „direktor”. Proverite kanalom kom već verujete, pa prijavite.",
      explanationIncorrect:
        "Ne baš. Odgovorom nastavljate razgovor sa prevarantom, a svaka kupovina je izgubljen novac. Proverite poznatim kanalom i prijavite poruku.",
    }),
  ],
);
