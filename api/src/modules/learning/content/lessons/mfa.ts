import { lesson, quiz, text } from "../build.js";

export const mfa = lesson(
  "0195b1c0-0000-7000-8000-000000000103",
  {
    name: "Multi-factor authentication",
    titles: { En: "Multi-factor authentication", Sr: "Višefaktorska autentifikacija" },
    tags: ["mfa", "accounts"],
    expectedCompletionTime: 6,
  },
  [
    text("En", {
      name: "mfa-why",
      title: "A second lock on your accounts",
      sidebarTitle: "Why MFA",
      description: "What multi-factor authentication is and why it matters.",
      html: `<p>Multi-factor authentication (MFA) asks for something more than your password when you sign in: a code from an authenticator app,
        a tap on a push notification, a security key or a fingerprint. A stolen password alone is then not enough to get in.</p>
        <p>MFA blocks the vast majority of automated account takeovers. Turn it on for work accounts and for your personal email, banking
        and social media – your personal email is often the key to resetting everything else.</p>
        <p>Strongest to weakest: <strong>security keys and passkeys</strong>, then <strong>authenticator app codes or number-matching push</strong>,
        then <strong>SMS codes</strong> (still far better than nothing).</p>`,
    }),
    text("En", {
      name: "mfa-attacks",
      title: "How attackers try to get around MFA",
      sidebarTitle: "MFA tricks",
      description: "Push fatigue and code theft, and how to respond.",
      html: `<ul><li><strong>Push fatigue.</strong> Someone who has your password sends sign-in prompts again and again, hoping you tap Approve to make them stop.
        A prompt you did not start means your password is known: <strong>deny it, change your password and report it</strong>.</li>
        <li><strong>Asking for the code.</strong> A caller or message claims to be IT, your bank or a courier and asks you to read out a code you just received.
        A code is only for the screen you are signing in to yourself. <strong>Never share it</strong> – not even with IT.</li>
        <li><strong>Fake sign-in pages.</strong> Some phishing pages pass your code to the real site in real time. Check the address before typing anything;
        passkeys and security keys stop this because they only work on the real site.</li></ul>`,
    }),
    quiz("En", {
      name: "mfa-quiz",
      title: "Check yourself",
      sidebarTitle: "Quiz",
      description: "One question on MFA.",
      question:
        "At 11 pm your phone shows three sign-in approval requests for your work account. You are not signing in. What do you do?",
      answers: [
        ["Approve one so the notifications stop", false],
        ["Ignore them and deal with it tomorrow", false],
        ["Deny them, change your password and report it to security", true],
        ["Turn off MFA until the problem goes away", false],
      ],
      explanationCorrect:
        "Correct. Prompts you did not start mean someone has your password. Denying, changing it and reporting stops them.",
      explanationIncorrect:
        "Not quite. Unexpected prompts mean someone already has your password. Approving lets them in; ignoring or turning off MFA gives them time. Deny, change the password, report.",
    }),
    text("Sr", {
      name: "mfa-why",
      title: "Druga brava na vašim nalozima",
      sidebarTitle: "Zašto MFA",
      description: "Šta je višefaktorska autentifikacija i zašto je važna.",
      html: `<p>Višefaktorska autentifikacija (MFA) pri prijavi traži nešto pored lozinke: kôd iz aplikacije za autentifikaciju,
        potvrdu push obaveštenja, bezbednosni ključ ili otisak prsta. Tada ukradena lozinka sama nije dovoljna za ulazak.</p>
        <p>MFA zaustavlja veliku većinu automatizovanih preuzimanja naloga. Uključite je za poslovne naloge i za ličnu e-poštu, bankarstvo
        i društvene mreže – lična e-pošta je često ključ za resetovanje svega ostalog.</p>
        <p>Od najjačeg ka najslabijem: <strong>bezbednosni ključevi i passkey</strong>, zatim <strong>kodovi iz aplikacije ili push sa uparivanjem broja</strong>,
        pa <strong>SMS kodovi</strong> (i dalje mnogo bolji nego ništa).</p>`,
    }),
    text("Sr", {
      name: "mfa-attacks",
      title: "Kako napadači pokušavaju da zaobiđu MFA",
      sidebarTitle: "MFA trikovi",
      description: "Zamor od push obaveštenja i krađa kodova, i kako reagovati.",
      html: `<ul><li><strong>Zamor od obaveštenja.</strong> Neko ko zna vašu lozinku šalje zahteve za prijavu iznova, nadajući se da ćete dodirnuti Odobri da prestanu.
        Zahtev koji niste pokrenuli znači da je lozinka poznata: <strong>odbijte ga, promenite lozinku i prijavite</strong>.</li>
        <li><strong>Traženje koda.</strong> Pozivalac ili poruka se predstavlja kao IT, banka ili kurir i traži da pročitate kôd koji ste upravo dobili.
        Kôd je samo za ekran na kom se vi sami prijavljujete. <strong>Nikada ga ne delite</strong> – ni sa IT-em.</li>
        <li><strong>Lažne stranice za prijavu.</strong> Neke phishing stranice vaš kôd odmah prosleđuju pravom sajtu. Proverite adresu pre unosa;
        passkey i bezbednosni ključevi to sprečavaju jer rade samo na pravom sajtu.</li></ul>`,
    }),
    quiz("Sr", {
      name: "mfa-quiz",
      title: "Proverite znanje",
      sidebarTitle: "Kviz",
      description: "Jedno pitanje o MFA.",
      question:
        "U 23 časa telefon vam prikazuje tri zahteva za odobrenje prijave na poslovni nalog. Ne prijavljujete se. Šta radite?",
      answers: [
        ["Odobrim jedan da obaveštenja prestanu", false],
        ["Ignorišem ih i rešavam sutra", false],
        ["Odbijem ih, promenim lozinku i prijavim bezbednosnom timu", true],
        ["Isključim MFA dok problem ne prođe", false],
      ],
      explanationCorrect:
        "Tačno. Zahtevi koje niste pokrenuli znače da neko zna vašu lozinku. Odbijanje, promena lozinke i prijava ga zaustavljaju.",
      explanationIncorrect:
        "Ne baš. Neočekivani zahtevi znače da neko već zna vašu lozinku. Odobrenje ga pušta unutra, a ignorisanje ili isključivanje MFA mu daje vreme. Odbijte, promenite lozinku, prijavite.",
    }),
  ],
);
