import { lesson, quiz, text } from "../build.js";

export const safeBrowsing = lesson(
  "0195b1c0-0000-7000-8000-000000000105",
  {
    name: "Safe browsing and downloads",
    titles: { En: "Safe browsing and downloads", Sr: "Bezbedno pregledanje interneta i preuzimanje" },
    tags: ["browsing", "malware"],
    expectedCompletionTime: 7,
  },
  [
    text("En", {
      name: "browsing-sites",
      title: "Is this the site you think it is?",
      sidebarTitle: "Checking sites",
      description: "Reading addresses and spotting fake sites.",
      html: `<p>Fake sites copy logos and layouts perfectly. The address bar is what tells the truth:</p>
        <ul><li><strong>Read the domain from the right</strong>, up to the first single slash: in <em>paypal.com.account-verify.io/login</em> the site is <em>account-verify.io</em>.</li>
        <li><strong>Watch for lookalikes</strong>: <em>rnicrosoft.com</em>, <em>micros0ft.com</em>, extra words like <em>-support</em> or <em>-secure</em>.</li>
        <li><strong>The padlock only means the connection is encrypted</strong> – phishing sites have padlocks too.</li>
        <li><strong>Be careful with search ads</strong>: attackers buy ads for popular software and banks. Use bookmarks for sites you sign in to.</li></ul>`,
    }),
    text("En", {
      name: "browsing-downloads",
      title: "Downloads, pop-ups and QR codes",
      sidebarTitle: "Downloads",
      description: "What to install, and what to close.",
      html: `<ul><li><strong>Install software only from official sources</strong>: your company's software portal, the vendor's own site or the official app store.
        If you need a tool for work, ask IT.</li>
        <li><strong>Pop-ups that say your computer is infected</strong> or "your browser needs an update" are almost always scams. Close the tab;
        never call the number shown.</li>
        <li><strong>Be wary of files that ask you to enable macros</strong> or that arrive as <em>.zip</em>, <em>.iso</em>, <em>.exe</em> or <em>.js</em> when you expected a document.</li>
        <li><strong>QR codes are links too.</strong> Check the address your phone shows before opening it, especially on posters, parking meters and emails.</li>
        <li><strong>Keep browsers and systems updated</strong> through their own update mechanism – updates close the holes malicious sites use.</li></ul>`,
    }),
    quiz("En", {
      name: "browsing-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on safe browsing.",
      question:
        "While reading a news site, a full-screen warning says your PC is infected and tells you to call Microsoft support at the number shown. What do you do?",
      answers: [
        ["Call the number – it says Microsoft", false],
        ["Download the cleaning tool it offers", false],
        ["Close the tab or browser without clicking inside the pop-up, and tell IT if it keeps coming back", true],
        ["Restart the PC and enter your password when asked", false],
      ],
      explanationCorrect:
        "Correct. These are tech-support scams; Microsoft never shows phone numbers in browser warnings. Close it and tell IT if it returns.",
      explanationIncorrect:
        "Not quite. The warning is the scam: the number reaches criminals and the tool is malware. Close the tab without clicking inside it.",
    }),
    text("Sr", {
      name: "browsing-sites",
      title: "Da li je ovo sajt za koji mislite da jeste?",
      sidebarTitle: "Provera sajtova",
      description: "Čitanje adresa i prepoznavanje lažnih sajtova.",
      html: `<p>Lažni sajtovi savršeno kopiraju logotipe i izgled. Istinu govori traka za adresu:</p>
        <ul><li><strong>Čitajte domen zdesna</strong>, do prve jednostruke kose crte: u <em>paypal.com.account-verify.io/login</em> sajt je <em>account-verify.io</em>.</li>
        <li><strong>Pazite na slične adrese</strong>: <em>rnicrosoft.com</em>, <em>micros0ft.com</em>, dodate reči kao <em>-support</em> ili <em>-secure</em>.</li>
        <li><strong>Katanac znači samo da je veza šifrovana</strong> – i phishing sajtovi imaju katanac.</li>
        <li><strong>Oprezno sa oglasima u pretrazi</strong>: napadači kupuju oglase za popularan softver i banke. Za sajtove na koje se prijavljujete koristite obeleživače.</li></ul>`,
    }),
    text("Sr", {
      name: "browsing-downloads",
      title: "Preuzimanja, iskačući prozori i QR kodovi",
      sidebarTitle: "Preuzimanja",
      description: "Šta instalirati, a šta zatvoriti.",
      html: `<ul><li><strong>Softver instalirajte samo iz zvaničnih izvora</strong>: portala firme, sajta proizvođača ili zvanične prodavnice aplikacija.
        Ako vam za posao treba alat, obratite se IT-u.</li>
        <li><strong>Iskačući prozori koji kažu da je računar zaražen</strong> ili da „pregledač mora da se ažurira” skoro uvek su prevara. Zatvorite karticu;
        nikada ne zovite prikazani broj.</li>
        <li><strong>Oprezno sa datotekama koje traže da omogućite makroe</strong> ili stižu kao <em>.zip</em>, <em>.iso</em>, <em>.exe</em> ili <em>.js</em> kada ste očekivali dokument.</li>
        <li><strong>I QR kodovi su linkovi.</strong> Proverite adresu koju telefon prikazuje pre otvaranja, posebno na plakatima, parking-aparatima i u porukama.</li>
        <li><strong>Redovno ažurirajte pregledače i sisteme</strong> njihovim ugrađenim mehanizmom – ažuriranja zatvaraju rupe koje zlonamerni sajtovi koriste.</li></ul>`,
    }),
    quiz("Sr", {
      name: "browsing-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o bezbednom pregledanju.",
      question:
        "Dok čitate vesti, upozorenje preko celog ekrana kaže da je računar zaražen i da pozovete Microsoft podršku na prikazani broj. Šta radite?",
      answers: [
        ["Pozovem broj – piše Microsoft", false],
        ["Preuzmem ponuđeni alat za čišćenje", false],
        ["Zatvorim karticu ili pregledač bez klika unutar prozora i javim IT-u ako se ponavlja", true],
        ["Restartujem računar i unesem lozinku kada se traži", false],
      ],
      explanationCorrect:
        "Tačno. To su prevare „tehničke podrške”; Microsoft nikada ne prikazuje brojeve telefona u upozorenjima pregledača. Zatvorite i javite IT-u ako se vrati.",
      explanationIncorrect:
        "Ne baš. Samo upozorenje je prevara: broj vodi do kriminalaca, a alat je zlonamerni softver. Zatvorite karticu bez klika unutar prozora.",
    }),
  ],
);
