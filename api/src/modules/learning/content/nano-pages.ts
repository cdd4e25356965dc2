import type { Schema } from "@bulwark/contract";

/** A built-in nano page: a stable id and the page. */
export interface ShippedNanoPage {
  id: string;
  page: Schema<"NanoPageInput">;
}

type Translation = {
  subject: string;
  question: string;
  answers: Array<[string, boolean]>;
  correct: string;
  incorrect: string;
};

/** A SimpleQuiz nano page in English and Serbian: one question, sent by email, answered with one click. */
function simpleQuiz(id: string, name: string, tags: string[], en: Translation, sr: Translation): ShippedNanoPage {
  const translation = (t: Translation): Schema<"NanoPageTranslation"> => ({
    emailSubject: t.subject,
    question: t.question,
    answers: t.answers.map(([text, correct]) => ({ text, correct })),
    explanationCorrect: t.correct,
    explanationIncorrect: t.incorrect,
  });
  return {
    id,
    page: {
      type: "SimpleQuiz",
      name,
      tags,
      languages: ["En", "Sr"],
      premium: false,
      translations: { En: translation(en), Sr: translation(sr) },
    },
  };
}

/** Ten nano pages: nine one-question quizzes and one tip card. */
export const shippedNanoPages: ShippedNanoPage[] = [
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000301",
    "Unexpected invoice",
    ["phishing", "email"],
    {
      subject: "30 seconds: the invoice you didn't expect",
      question:
        "An email from an unknown supplier has an invoice attached as a .zip file and asks for payment today. What do you do?",
      answers: [
        ["Open the zip to check the amount", false],
        ["Report the email without opening the attachment", true],
        ["Forward it to finance", false],
      ],
      correct:
        "Right. Unexpected invoices in zip files are a favourite way to deliver malware. Reporting lets security check it safely.",
      incorrect:
        "Careful: opening or forwarding the attachment is exactly what the sender wants. Report it without opening it.",
    },
    {
      subject: "30 sekundi: faktura koju niste očekivali",
      question: "Poruka od nepoznatog dobavljača ima fakturu u .zip datoteci i traži uplatu danas. Šta radite?",
      answers: [
        ["Otvorim zip da proverim iznos", false],
        ["Prijavim poruku bez otvaranja priloga", true],
        ["Prosledim je finansijama", false],
      ],
      correct:
        "Tačno. Neočekivane fakture u zip datotekama su omiljen način isporuke zlonamernog softvera. Prijava omogućava bezbednu proveru.",
      incorrect:
        "Oprez: otvaranje ili prosleđivanje priloga je upravo ono što pošiljalac želi. Prijavite poruku bez otvaranja.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000302",
    "Lookalike domain",
    ["phishing", "browsing"],
    {
      subject: "Quick check: which address is real?",
      question: "Which link really belongs to Microsoft?",
      answers: [
        ["login.microsoft.com.account-check.net", false],
        ["login.microsoftonline.com", true],
        ["micros0ft-login.com", false],
      ],
      correct: "Right. Read the domain from the right: only login.microsoftonline.com ends in a Microsoft domain.",
      incorrect: "Read the domain from the right: account-check.net and micros0ft-login.com are not Microsoft.",
    },
    {
      subject: "Brza provera: koja adresa je prava?",
      question: "Koji link zaista pripada Microsoftu?",
      answers: [
        ["login.microsoft.com.account-check.net", false],
        ["login.microsoftonline.com", true],
        ["micros0ft-login.com", false],
      ],
      correct: "Tačno. Čitajte domen zdesna: samo login.microsoftonline.com završava Microsoftovim domenom.",
      incorrect: "Čitajte domen zdesna: account-check.net i micros0ft-login.com nisu Microsoft.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000303",
    "MFA prompt you didn't start",
    ["mfa", "accounts"],
    {
      subject: "A sign-in request you didn't make",
      question: "Your phone asks you to approve a sign-in, but you are not signing in anywhere. What do you do?",
      answers: [
        ["Approve it – it's probably a glitch", false],
        ["Deny it, change your password and report it", true],
        ["Ignore it", false],
      ],
      correct: "Right. A prompt you didn't start means someone knows your password.",
      incorrect: "A prompt you didn't start means someone already has your password. Deny, change it and report.",
    },
    {
      subject: "Zahtev za prijavu koji niste pokrenuli",
      question: "Telefon traži da odobrite prijavu, a vi se nigde ne prijavljujete. Šta radite?",
      answers: [
        ["Odobrim – verovatno je greška", false],
        ["Odbijem, promenim lozinku i prijavim", true],
        ["Ignorišem", false],
      ],
      correct: "Tačno. Zahtev koji niste pokrenuli znači da neko zna vašu lozinku.",
      incorrect: "Zahtev koji niste pokrenuli znači da neko već ima vašu lozinku. Odbijte, promenite je i prijavite.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000304",
    "Password reuse",
    ["passwords", "accounts"],
    {
      subject: "One password, many accounts?",
      question: "A shopping site you use was breached. You used the same password for your work email. What now?",
      answers: [
        ["Nothing – it was only a shopping site", false],
        ["Change the work password and the shop password, and stop reusing it", true],
        ["Add a digit to the shop password", false],
      ],
      correct: "Right. Attackers try leaked passwords everywhere; every account needs its own.",
      incorrect:
        "Leaked passwords are tried on email and company systems within hours. Change every place you used it.",
    },
    {
      subject: "Jedna lozinka, mnogo naloga?",
      question:
        "Sajt za kupovinu koji koristite je kompromitovan. Istu lozinku koristite za poslovnu e-poštu. Šta sad?",
      answers: [
        ["Ništa – to je samo prodavnica", false],
        ["Promenim poslovnu i lozinku prodavnice i prestanem da je ponavljam", true],
        ["Dodam cifru lozinki prodavnice", false],
      ],
      correct: "Tačno. Napadači procurele lozinke probaju svuda; svaki nalog treba svoju.",
      incorrect:
        "Procurele lozinke se za nekoliko sati probaju na e-pošti i sistemima firme. Promenite je svuda gde ste je koristili.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000305",
    "IT support on the phone",
    ["social-engineering", "vishing"],
    {
      subject: '"Hi, this is IT – can you read me the code?"',
      question:
        'A caller from "IT" says they are fixing your account and asks for the code just sent to your phone. What do you do?',
      answers: [
        ["Read it out – they are from IT", false],
        ["Refuse, hang up and call the service desk on the known number", true],
        ["Send it by chat instead", false],
      ],
      correct: "Right. Nobody, IT included, ever needs your MFA code.",
      incorrect: "A code is only for the screen you are signing in to yourself. Real IT never asks for it.",
    },
    {
      subject: "„Zdravo, ovde IT – možete li da mi pročitate kôd?”",
      question:
        "Pozivalac iz „IT-a” kaže da popravlja vaš nalog i traži kôd koji vam je upravo stigao na telefon. Šta radite?",
      answers: [
        ["Pročitam ga – iz IT-a je", false],
        ["Odbijem, prekinem vezu i pozovem podršku na poznat broj", true],
        ["Pošaljem ga porukom", false],
      ],
      correct: "Tačno. Niko, pa ni IT, nikada ne treba vaš MFA kôd.",
      incorrect: "Kôd je samo za ekran na kom se vi prijavljujete. Pravi IT ga nikada ne traži.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000306",
    "QR code on a poster",
    ["browsing", "phishing"],
    {
      subject: "Scan first, think second?",
      question:
        'A poster in the car park says "Pay for parking here" with a QR code that opens a payment page. What should you check?',
      answers: [
        ["Nothing – QR codes are safe", false],
        ["The address your phone shows, and whether a sticker covers the real code", true],
        ["Only that the page has a padlock", false],
      ],
      correct: "Right. QR codes are links; fake stickers over real codes lead to payment-card phishing.",
      incorrect: "QR codes are links like any other, and padlocks prove nothing. Check the address first.",
    },
    {
      subject: "Prvo skeniraj, pa misli?",
      question:
        "Plakat na parkingu kaže „Platite parking ovde” sa QR kodom koji otvara stranicu za plaćanje. Šta treba proveriti?",
      answers: [
        ["Ništa – QR kodovi su bezbedni", false],
        ["Adresu koju telefon prikazuje i da li nalepnica prekriva pravi kôd", true],
        ["Samo da stranica ima katanac", false],
      ],
      correct: "Tačno. QR kodovi su linkovi; lažne nalepnice preko pravih kodova vode ka krađi podataka kartica.",
      incorrect: "QR kodovi su linkovi kao i svi drugi, a katanac ništa ne dokazuje. Prvo proverite adresu.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000307",
    "Found USB drive",
    ["malware"],
    {
      subject: "Finders keepers?",
      question: 'You find a USB drive labelled "Salaries 2025" in the office lobby. What do you do?',
      answers: [
        ["Plug it in to find the owner", false],
        ["Hand it to IT or security without plugging it in", true],
        ["Take it home to check it on a personal laptop", false],
      ],
      correct: "Right. Dropped drives are a known way to get malware inside; IT can check it safely.",
      incorrect: "Curiosity is exactly what the label is for. Don't plug it in anywhere – give it to IT.",
    },
    {
      subject: "Ko nađe, njegovo?",
      question: "U holu kancelarije nalazite USB sa oznakom „Plate 2025”. Šta radite?",
      answers: [
        ["Uključim ga da nađem vlasnika", false],
        ["Predam ga IT-u ili bezbednosti bez uključivanja", true],
        ["Ponesem ga kući da proverim na privatnom laptopu", false],
      ],
      correct:
        "Tačno. Podmetnuti USB uređaji su poznat način da zlonamerni softver uđe; IT ga može bezbedno proveriti.",
      incorrect: "Oznaka je tu upravo da probudi radoznalost. Ne uključujte ga nigde – predajte ga IT-u.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000308",
    "Urgent gift cards",
    ["social-engineering"],
    {
      subject: "The boss needs gift cards. Now.",
      question:
        'Your manager texts from an unknown number: "New phone. Need gift cards for a client, send codes ASAP, don\'t call." What do you do?',
      answers: [
        ["Buy them – it's urgent", false],
        ["Call your manager on the number you already have", true],
        ["Ask for the client's name first", false],
      ],
      correct: "Right. Verify through a known channel; urgency plus gift cards is a scam pattern.",
      incorrect: 'A new number, urgency and "don\'t call" are the scam. Verify on the number you already know.',
    },
    {
      subject: "Šefu hitno trebaju poklon-kartice",
      question:
        "Rukovodilac vam piše sa nepoznatog broja: „Novi telefon. Trebaju mi poklon-kartice za klijenta, pošalji kodove hitno, ne zovi.” Šta radite?",
      answers: [
        ["Kupim ih – hitno je", false],
        ["Pozovem rukovodioca na broj koji već imam", true],
        ["Prvo pitam za ime klijenta", false],
      ],
      correct: "Tačno. Proverite poznatim kanalom; žurba i poklon-kartice su obrazac prevare.",
      incorrect: "Novi broj, žurba i „ne zovi” jesu prevara. Proverite na broju koji već znate.",
    },
  ),
  simpleQuiz(
    "0195b1c0-0000-7000-8000-000000000309",
    "Fake browser update",
    ["browsing", "malware"],
    {
      subject: '"Your browser is out of date"',
      question: "A website says your browser is outdated and offers a download to update it. What do you do?",
      answers: [
        ["Download and run the update", false],
        ["Close the page; update only through the browser's own settings", true],
        ["Disable the antivirus first", false],
      ],
      correct: "Right. Browsers update themselves; updates offered by websites are a common malware trick.",
      incorrect: "Websites don't update your browser. That download is the malware – close the page.",
    },
    {
      subject: "„Vaš pregledač je zastareo”",
      question: "Sajt kaže da je vaš pregledač zastareo i nudi preuzimanje za ažuriranje. Šta radite?",
      answers: [
        ["Preuzmem i pokrenem ažuriranje", false],
        ["Zatvorim stranicu; ažuriram samo kroz podešavanja pregledača", true],
        ["Prvo isključim antivirus", false],
      ],
      correct: "Tačno. Pregledači se ažuriraju sami; ažuriranja koja nude sajtovi česta su zamka.",
      incorrect: "Sajtovi ne ažuriraju vaš pregledač. To preuzimanje je zlonamerni softver – zatvorite stranicu.",
    },
  ),
  {
    id: "0195b1c0-0000-7000-8000-000000000310",
    page: {
      type: "CustomHTML",
      name: "Three checks before you click",
      tags: ["phishing", "email"],
      languages: ["En", "Sr"],
      premium: false,
      translations: {
        En: {
          emailSubject: "Three checks before you click",
          html:
            "<h2>Three checks before you click</h2><ol><li><strong>Sender:</strong> is the address really who it claims to be?</li>" +
            "<li><strong>Link:</strong> hover over it – does the domain, read from the right, belong to them?</li>" +
            "<li><strong>Request:</strong> is it urgent, secret, or about money or passwords?</li></ol>" +
            "<p>Any doubt? Don't click – report it. It takes seconds and protects everyone.</p>",
        },
        Sr: {
          emailSubject: "Tri provere pre klika",
          html:
            "<h2>Tri provere pre klika</h2><ol><li><strong>Pošiljalac:</strong> da li je adresa zaista onaj za koga se predstavlja?</li>" +
            "<li><strong>Link:</strong> zadržite pokazivač – da li domen, čitan zdesna, pripada njima?</li>" +
            "<li><strong>Zahtev:</strong> da li je hitan, tajan ili u vezi sa novcem ili lozinkama?</li></ol>" +
            "<p>Imate sumnju? Ne kliknite – prijavite. Traje nekoliko sekundi i štiti sve.</p>",
        },
      },
    },
  },
];
