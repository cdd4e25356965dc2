import { lesson, quiz, text } from "../build.js";

export const reporting = lesson(
  "0195b1c0-0000-7000-8000-000000000106",
  {
    name: "Reporting an incident",
    titles: { En: "Reporting a security incident", Sr: "Prijavljivanje bezbednosnog incidenta" },
    tags: ["incident", "reporting"],
    expectedCompletionTime: 6,
  },
  [
    text("En", {
      name: "report-what",
      title: "What to report – and why fast matters",
      sidebarTitle: "What to report",
      description: "Which events are worth reporting.",
      html: `<p>You are not expected to be sure something is an attack. Report it if you:</p>
        <ul><li>received a suspicious email, call, SMS or chat message;</li>
        <li>clicked a link, opened an attachment or typed your password somewhere you now doubt;</li>
        <li>approved an MFA prompt you did not start, or shared a code;</li>
        <li>lost a laptop, phone, badge or USB drive, or sent data to the wrong person;</li>
        <li>notice your computer or an account behaving strangely.</li></ul>
        <p><strong>Minutes matter.</strong> A password reported within minutes can be reset before it is used; a reported phishing email can be removed from
        every mailbox. Nobody is blamed for reporting – the only real mistake is staying silent.</p>`,
    }),
    text("En", {
      name: "report-how",
      title: "How to report",
      sidebarTitle: "How to report",
      description: "The steps to take when something goes wrong.",
      html: `<ol><li><strong>Use your organisation's channel</strong>: the Report button in your mail client, the security contact or the IT service desk.</li>
        <li><strong>Say what happened and when</strong>: what you received, what you clicked or typed, and on which device.</li>
        <li><strong>If you typed a password, change it right away</strong> from a device you trust, and say so in your report.</li>
        <li><strong>If you suspect malware, disconnect from the network</strong> (Wi-Fi off, cable out) but do not switch the computer off – investigators may need it as it is.</li>
        <li><strong>Do not delete evidence</strong> and do not forward suspicious emails to colleagues; use the report option instead.</li></ol>`,
    }),
    quiz("En", {
      name: "report-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on reporting.",
      question:
        "You entered your password on a page that, a moment later, you realise was fake. What is the best next step?",
      answers: [
        ["Wait and see whether anything strange happens", false],
        ["Change the password from a trusted device and report it to security straight away", true],
        ["Delete the email so nobody knows you clicked", false],
        ["Tell a colleague and ask them to keep it between you", false],
      ],
      explanationCorrect:
        "Correct. Changing the password and reporting at once gives the security team the best chance to stop misuse.",
      explanationIncorrect:
        "Not quite. Waiting or hiding it gives the attacker time, and deleting removes evidence. Change the password and report straight away – nobody is blamed for reporting.",
    }),
    text("Sr", {
      name: "report-what",
      title: "Šta prijaviti – i zašto je brzina važna",
      sidebarTitle: "Šta prijaviti",
      description: "Koji događaji zaslužuju prijavu.",
      html: `<p>Ne očekuje se da budete sigurni da je u pitanju napad. Prijavite ako ste:</p>
        <ul><li>dobili sumnjivu poruku e-poštom, poziv, SMS ili poruku u aplikaciji;</li>
        <li>kliknuli na link, otvorili prilog ili uneli lozinku negde u šta sada sumnjate;</li>
        <li>odobrili MFA zahtev koji niste pokrenuli ili podelili kôd;</li>
        <li>izgubili laptop, telefon, karticu ili USB, ili poslali podatke pogrešnoj osobi;</li>
        <li>primetili da se računar ili nalog ponaša neobično.</li></ul>
        <p><strong>Minuti su važni.</strong> Lozinka prijavljena za nekoliko minuta može se promeniti pre zloupotrebe; prijavljena phishing poruka može se ukloniti iz
        svih sandučića. Niko nije kriv što je prijavio – jedina prava greška je ćutanje.</p>`,
    }),
    text("Sr", {
      name: "report-how",
      title: "Kako prijaviti",
      sidebarTitle: "Kako prijaviti",
      description: "Koraci kada nešto krene naopako.",
      html: `<ol><li><strong>Koristite kanal vaše organizacije</strong>: dugme za prijavu u programu za e-poštu, bezbednosni kontakt ili IT podršku.</li>
        <li><strong>Recite šta se desilo i kada</strong>: šta ste dobili, na šta ste kliknuli ili šta ste uneli, i na kom uređaju.</li>
        <li><strong>Ako ste uneli lozinku, odmah je promenite</strong> sa uređaja kom verujete i navedite to u prijavi.</li>
        <li><strong>Ako sumnjate na zlonamerni softver, prekinite vezu sa mrežom</strong> (isključite Wi-Fi, izvucite kabl), ali ne gasite računar – istražiteljima može trebati takav kakav je.</li>
        <li><strong>Ne brišite dokaze</strong> i ne prosleđujte sumnjive poruke kolegama; umesto toga koristite opciju za prijavu.</li></ol>`,
    }),
    quiz("Sr", {
      name: "report-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o prijavljivanju.",
      question:
        "Uneli ste lozinku na stranici za koju ste trenutak kasnije shvatili da je lažna. Koji je najbolji sledeći korak?",
      answers: [
        ["Sačekam da vidim da li će se desiti nešto čudno", false],
        ["Promenim lozinku sa pouzdanog uređaja i odmah prijavim bezbednosnom timu", true],
        ["Obrišem poruku da niko ne sazna da sam kliknuo", false],
        ["Kažem kolegi i zamolim ga da ostane među nama", false],
      ],
      explanationCorrect:
        "Tačno. Promena lozinke i hitna prijava daju bezbednosnom timu najbolju šansu da spreči zloupotrebu.",
      explanationIncorrect:
        "Ne baš. Čekanje ili skrivanje daju napadaču vreme, a brisanje uklanja dokaze. Promenite lozinku i odmah prijavite – niko nije kriv što je prijavio.",
    }),
  ],
);
