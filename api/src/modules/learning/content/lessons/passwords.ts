import { lesson, quiz, text } from "../build.js";

export const passwords = lesson(
  "0195b1c0-0000-7000-8000-000000000102",
  {
    name: "Passwords and passphrases",
    titles: { En: "Strong passwords and passphrases", Sr: "Jake lozinke i pristupne fraze" },
    tags: ["passwords", "accounts"],
    expectedCompletionTime: 7,
  },
  [
    text("En", {
      name: "passwords-length",
      title: "Length beats complexity",
      sidebarTitle: "Passphrases",
      description: "Why a long passphrase is stronger and easier to remember.",
      html: `<p>Attackers rarely guess passwords one by one. They use lists of billions of leaked passwords and tools that try common patterns:
        <em>Summer2024!</em>, <em>Company123</em>, a name with a capital letter and a digit at the end.</p>
        <p>What makes a password hard to crack is <strong>length and unpredictability</strong>. A <strong>passphrase</strong> of four or more random,
        unrelated words – <em>lamp-orbit-cactus-violin</em> – is far stronger than <em>P@ssw0rd1</em>, and much easier to remember.</p>
        <ul><li>Aim for at least 14 characters; longer is better.</li>
        <li>Avoid song lyrics, quotes, names, birthdays and anything about you that is on social media.</li>
        <li>Never use your work password anywhere else.</li></ul>`,
    }),
    text("En", {
      name: "passwords-manager",
      title: "One password per account, kept in a password manager",
      sidebarTitle: "Password manager",
      description: "Why reuse is dangerous and how a password manager helps.",
      html: `<p>When one website is breached, attackers try the same email and password on email, banking and company systems.
        This is called <strong>credential stuffing</strong>, and it works whenever a password is reused.</p>
        <p>A <strong>password manager</strong> solves this: it creates a different strong password for every account, fills it in for you,
        and only recognises the real website – so it also protects you from fake sign-in pages. You remember one strong passphrase for the manager itself.</p>
        <ul><li>Use the password manager your organisation provides, if there is one.</li>
        <li>Do not write passwords on notes, in spreadsheets or in chat messages.</li>
        <li>If you hear that a service you use was breached, change that password – and any place you reused it.</li>
        <li>Nobody from IT or security will ever ask you for your password.</li></ul>`,
    }),
    quiz("En", {
      name: "passwords-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on passwords.",
      question: "Which of these is the strongest choice for your work account?",
      answers: [
        ["Company2025! – it has capitals, digits and a symbol", false],
        ["Your home Wi-Fi password, because it is already long", false],
        ["A new passphrase of four random words, stored in the password manager", true],
        ["Your old password with the last digit increased", false],
      ],
      explanationCorrect: "Correct. A long passphrase used only for this account is both strong and unique.",
      explanationIncorrect:
        "Not quite. Predictable patterns and reused or slightly changed passwords are the first things attackers try. Use a new random passphrase, kept in a password manager.",
    }),
    text("Sr", {
      name: "passwords-length",
      title: "Dužina je važnija od složenosti",
      sidebarTitle: "Pristupne fraze",
      description: "Zašto je duga pristupna fraza jača i lakša za pamćenje.",
      html: `<p>Napadači retko pogađaju lozinke jednu po jednu. Koriste spiskove milijardi procurelih lozinki i alate koji isprobavaju uobičajene obrasce:
        <em>Leto2024!</em>, <em>Firma123</em>, ime sa velikim slovom i cifrom na kraju.</p>
        <p>Lozinku teško probijaju <strong>dužina i nepredvidivost</strong>. <strong>Pristupna fraza</strong> od četiri ili više nasumičnih,
        nepovezanih reči – <em>lampa-orbita-kaktus-violina</em> – mnogo je jača od <em>L0zinka1!</em>, a mnogo lakša za pamćenje.</p>
        <ul><li>Ciljajte na najmanje 14 znakova; duže je bolje.</li>
        <li>Izbegavajte stihove, citate, imena, rođendane i sve o vama što je na društvenim mrežama.</li>
        <li>Poslovnu lozinku nikada ne koristite nigde drugde.</li></ul>`,
    }),
    text("Sr", {
      name: "passwords-manager",
      title: "Jedna lozinka po nalogu, u menadžeru lozinki",
      sidebarTitle: "Menadžer lozinki",
      description: "Zašto je ponovna upotreba opasna i kako pomaže menadžer lozinki.",
      html: `<p>Kada neki sajt bude kompromitovan, napadači istu adresu i lozinku isprobavaju na e-pošti, bankarstvu i sistemima firme.
        To se zove <strong>credential stuffing</strong> i uspeva svaki put kada je lozinka ponovo upotrebljena.</p>
        <p><strong>Menadžer lozinki</strong> to rešava: za svaki nalog pravi drugu jaku lozinku, sam je upisuje
        i prepoznaje samo pravi sajt – pa vas štiti i od lažnih stranica za prijavu. Pamtite samo jednu jaku pristupnu frazu za sam menadžer.</p>
        <ul><li>Koristite menadžer lozinki koji obezbeđuje vaša organizacija, ako postoji.</li>
        <li>Ne zapisujte lozinke na papiriće, u tabele ili u poruke.</li>
        <li>Ako čujete da je servis koji koristite kompromitovan, promenite tu lozinku – i svuda gde ste je ponovo koristili.</li>
        <li>Niko iz IT-a ili bezbednosti vas nikada neće tražiti lozinku.</li></ul>`,
    }),
    quiz("Sr", {
      name: "passwords-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o lozinkama.",
      question: "Šta je od ovoga najjači izbor za vaš poslovni nalog?",
      answers: [
        ["Firma2025! – ima velika slova, cifre i simbol", false],
        ["Lozinka kućnog Wi-Fi-ja, jer je već dugačka", false],
        ["Nova pristupna fraza od četiri nasumične reči, sačuvana u menadžeru lozinki", true],
        ["Stara lozinka sa uvećanom poslednjom cifrom", false],
      ],
      explanationCorrect: "Tačno. Duga pristupna fraza koja se koristi samo za ovaj nalog je i jaka i jedinstvena.",
      explanationIncorrect:
        "Ne baš. Predvidivi obrasci i ponovo upotrebljene ili malo izmenjene lozinke su prvo što napadači probaju. Koristite novu nasumičnu frazu, sačuvanu u menadžeru lozinki.",
    }),
  ],
);
