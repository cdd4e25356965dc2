import { lesson, quiz, text } from "../build.js";

export const phishingEmails = lesson(
  "0195b1c0-0000-7000-8000-000000000101",
  {
    name: "Phishing emails",
    titles: { En: "Spotting phishing emails", Sr: "Kako prepoznati phishing poruke" },
    tags: ["phishing", "email"],
    expectedCompletionTime: 8,
  },
  [
    text("En", {
      name: "phishing-what",
      title: "What phishing looks like",
      sidebarTitle: "What it is",
      description: "What a phishing email is and what it wants from you.",
      html: `<p>A phishing email pretends to come from someone you trust – your bank, a delivery company, Microsoft 365,
        the finance team or your own manager – to make you do one of three things:</p>
        <ul><li><strong>click a link</strong> to a fake sign-in page that steals your password,</li>
        <li><strong>open an attachment</strong> that installs malware, or</li>
        <li><strong>act on a request</strong>: pay an invoice, change bank details, buy gift cards, send data.</li></ul>
        <p>Attackers do not need to break through firewalls when one convincing message gets an employee to open the door.
        Most breaches still start with an email like this, so a few seconds of checking is one of the most valuable security habits you have.</p>`,
    }),
    text("En", {
      name: "phishing-signs",
      title: "Five signs to check before you click",
      sidebarTitle: "Warning signs",
      description: "The checks that catch most phishing.",
      html: `<ol><li><strong>Urgency or fear.</strong> "Your account will be closed today", "Payment overdue". Pressure is there to stop you thinking.</li>
        <li><strong>The real sender address.</strong> Look past the display name: <em>support@micros0ft-security.com</em> is not Microsoft.</li>
        <li><strong>Where the link really goes.</strong> Hover over it (on a phone, press and hold) and read the domain from the right:
        <em>login.example.com.secure-check.net</em> belongs to <em>secure-check.net</em>.</li>
        <li><strong>Unexpected attachments.</strong> Invoices you did not expect, zip files, documents that ask you to "enable content" or macros.</li>
        <li><strong>Unusual requests.</strong> New bank details, secrecy, gift cards, or asking you to sign in "to see a shared document".</li></ol>
        <p>If something feels off, do not reply and do not use the links in the message. Open the site or app yourself, or call the person on a number you already know.
        Then report the email – reporting takes seconds and protects your colleagues.</p>`,
    }),
    quiz("En", {
      name: "phishing-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on phishing emails.",
      question:
        'An email from "IT Service Desk" says your mailbox is full and will stop working in 2 hours unless you sign in through the link. The link shows mail-helpdesk-upgrade.com. What should you do?',
      answers: [
        ["Sign in quickly so you do not lose email", false],
        ["Reply and ask whether it is genuine", false],
        ["Do not click; report the email, and check your mailbox through the usual app if you are worried", true],
        ["Forward it to colleagues to warn them", false],
      ],
      explanationCorrect:
        "Correct. Urgency plus a sign-in link to an unfamiliar domain is a classic credential-phishing pattern. Reporting lets the security team block it for everyone.",
      explanationIncorrect:
        "Not quite. The deadline and the unfamiliar domain are warning signs. Replying reaches the attacker, and forwarding spreads the link. Report it and check your mailbox the usual way.",
    }),
    text("Sr", {
      name: "phishing-what",
      title: "Kako izgleda phishing",
      sidebarTitle: "Šta je phishing",
      description: "Šta je phishing poruka i šta želi od vas.",
      html: `<p>Phishing poruka se predstavlja kao neko kome verujete – vaša banka, kurirska služba, Microsoft 365,
        finansijska služba ili vaš rukovodilac – da bi vas navela na jednu od tri stvari:</p>
        <ul><li><strong>da kliknete na link</strong> koji vodi na lažnu stranicu za prijavu i krade lozinku,</li>
        <li><strong>da otvorite prilog</strong> koji instalira zlonamerni softver, ili</li>
        <li><strong>da izvršite zahtev</strong>: platite fakturu, promenite broj računa, kupite poklon-kartice, pošaljete podatke.</li></ul>
        <p>Napadači ne moraju da probijaju zaštitu mreže ako jedna uverljiva poruka navede zaposlenog da im otvori vrata.
        Većina napada i dalje počinje ovakvom porukom, zato je nekoliko sekundi provere jedna od najvrednijih bezbednosnih navika.</p>`,
    }),
    text("Sr", {
      name: "phishing-signs",
      title: "Pet znakova koje treba proveriti pre klika",
      sidebarTitle: "Znaci upozorenja",
      description: "Provere koje otkrivaju većinu phishing poruka.",
      html: `<ol><li><strong>Žurba ili strah.</strong> „Nalog će danas biti zatvoren”, „Dugovanje nije plaćeno”. Pritisak služi da ne razmislite.</li>
        <li><strong>Prava adresa pošiljaoca.</strong> Pogledajte iza imena: <em>support@micros0ft-security.com</em> nije Microsoft.</li>
        <li><strong>Kuda link zaista vodi.</strong> Zadržite pokazivač iznad linka (na telefonu pritisnite i držite) i čitajte domen zdesna:
        <em>login.example.com.secure-check.net</em> pripada domenu <em>secure-check.net</em>.</li>
        <li><strong>Neočekivani prilozi.</strong> Fakture koje ne očekujete, zip datoteke, dokumenti koji traže da „omogućite sadržaj” ili makroe.</li>
        <li><strong>Neobični zahtevi.</strong> Novi broj računa, tajnost, poklon-kartice ili prijava „da biste videli deljeni dokument”.</li></ol>
        <p>Ako vam nešto nije u redu, ne odgovarajte i ne koristite linkove iz poruke. Sami otvorite sajt ili aplikaciju, ili pozovite osobu na broj koji već znate.
        Zatim prijavite poruku – prijava traje nekoliko sekundi i štiti vaše kolege.</p>`,
    }),
    quiz("Sr", {
      name: "phishing-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o phishing porukama.",
      question:
        "Poruka od „IT podrške” kaže da je vaše sanduče puno i da će prestati da radi za 2 sata ako se ne prijavite preko linka. Link pokazuje mail-helpdesk-upgrade.com. Šta treba da uradite?",
      answers: [
        ["Brzo se prijaviti da ne izgubim poštu", false],
        ["Odgovoriti i pitati da li je poruka prava", false],
        ["Ne kliknuti; prijaviti poruku i, ako brinem, proveriti sanduče kroz uobičajenu aplikaciju", true],
        ["Proslediti poruku kolegama da ih upozorim", false],
      ],
      explanationCorrect:
        "Tačno. Rok i link za prijavu na nepoznat domen su klasičan obrazac krađe lozinki. Prijava omogućava bezbednosnom timu da poruku blokira za sve.",
      explanationIncorrect:
        "Ne baš. Rok i nepoznat domen su znaci upozorenja. Odgovor stiže do napadača, a prosleđivanje širi link. Prijavite poruku i proverite sanduče na uobičajen način.",
    }),
  ],
);
