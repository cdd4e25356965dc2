import type { Schema } from "@bulwark/contract";
import { emailHtml, type Language, type ShippedTemplate } from "./build.js";
import { landingPageIds } from "./landing-pages.js";

type TemplateType = Schema<"PhishingTemplateType">;

/** One language of a template: what the target sees, and what a trainer points out afterwards. */
interface Version {
  name: string;
  description: string;
  fromName: string;
  from: string;
  subject: string;
  brand: string;
  greeting: string;
  paragraphs: string[];
  /** The call to action's label; null for an attachment email, whose bait (and link) is the file. */
  button: string | null;
  footer: string;
  redFlags: string[];
}

/** A template's stable id: the seed's key (`0195b1c0-0000-7000-8000-000012xxxxxx`). */
const id = (n: number) => `0195b1c0-0000-7000-8000-${String(120000 + n).padStart(12, "0")}`;

/** The English and Serbian templates of one scenario, with consecutive ids. */
function scenario(
  n: number,
  spec: { type: TemplateType; tags: string[]; accent: string; landing: keyof typeof landingPageIds },
  en: Version,
  sr: Version,
): ShippedTemplate[] {
  const build = (language: Language, version: Version, offset: number): ShippedTemplate => ({
    id: id(n * 2 + offset),
    template: {
      name: version.name,
      description: version.description,
      type: spec.type,
      language,
      emailBody: emailHtml({
        brand: version.brand,
        accent: spec.accent,
        greeting: version.greeting,
        paragraphs: version.paragraphs,
        button: version.button,
        footer: version.footer,
      }),
      sendingEmail: version.from,
      emailTitle: version.subject,
      emailFromName: version.fromName,
      tags: spec.tags,
      landingPageId: landingPageIds[spec.landing][language],
      redFlags: version.redFlags,
    },
  });
  return [build("En", en, 0), build("Sr", sr, 1)];
}

/**
 * The templates the common library ships with: everyday pretexts of every template type, each in
 * English and Serbian. The attachment types carry the module's harmless HTML file (attachment.ts),
 * which says it is a simulation; their bodies say nothing more than a real sender would.
 */
export const shippedTemplates: ShippedTemplate[] = [
  ...scenario(
    0,
    { type: "LinkForMalware", tags: ["finance"], accent: "#374151", landing: "phished" },
    {
      name: "Overdue invoice",
      description: "A supplier's reminder about an unpaid invoice, with a link to 'download' the PDF.",
      fromName: "Accounts Receivable",
      from: "billing@northwind-invoices.example",
      subject: "Reminder: invoice INV-20931 is 14 days overdue",
      brand: "Northwind Supplies - Accounts",
      greeting: "Hello {{.FirstName}},",
      paragraphs: [
        "Our records show that invoice <strong>INV-20931</strong> (EUR 4,860.00) is now 14 days past its due date.",
        "To avoid a late-payment fee and a hold on your account, please review the invoice and arrange payment today.",
      ],
      button: "Download invoice (PDF)",
      footer: "Northwind Supplies Ltd. This is an automated reminder; replies are not monitored.",
      redFlags: [
        "An invoice you were not expecting, from a supplier you may not work with.",
        "Pressure to act today, with a fee and an account hold as threats.",
        "The 'PDF' is a link to a website, not an attachment: a common way to deliver malware.",
        "A no-reply sender, so you cannot simply ask a question.",
      ],
    },
    {
      name: "Dospela faktura",
      description: "Podsetnik dobavljača o neplaćenoj fakturi, sa linkom za 'preuzimanje' PDF-a.",
      fromName: "Služba naplate",
      from: "naplata@northwind-fakture.example",
      subject: "Podsetnik: faktura INV-20931 kasni 14 dana",
      brand: "Northwind Supplies - Računovodstvo",
      greeting: "Poštovani/a {{.FirstName}},",
      paragraphs: [
        "Prema našoj evidenciji, faktura <strong>INV-20931</strong> (4.860,00 EUR) je 14 dana posle roka plaćanja.",
        "Da biste izbegli zateznu kamatu i blokadu naloga, pregledajte fakturu i izvršite uplatu još danas.",
      ],
      button: "Preuzmi fakturu (PDF)",
      footer: "Northwind Supplies d.o.o. Ovo je automatski podsetnik; na odgovore se ne odgovara.",
      redFlags: [
        "Faktura koju niste očekivali, od dobavljača sa kojim možda ne sarađujete.",
        "Pritisak da reagujete danas, uz pretnju kamatom i blokadom.",
        "'PDF' je link ka sajtu, a ne prilog: čest način isporuke zlonamernog softvera.",
        "Adresa na koju se ne može odgovoriti, pa ne možete ništa da pitate.",
      ],
    },
  ),
  ...scenario(
    1,
    { type: "CredentialHarvest", tags: ["delivery"], accent: "#d97706", landing: "parcel" },
    {
      name: "Parcel delivery failed",
      description: "A courier says a parcel could not be delivered and asks to reschedule.",
      fromName: "ParcelPoint Delivery",
      from: "notify@parcelpoint-tracking.example",
      subject: "We could not deliver your parcel today",
      brand: "ParcelPoint",
      greeting: "Dear customer,",
      paragraphs: [
        "Our driver attempted to deliver your parcel <strong>PP-7741-0923</strong> today but nobody was available to sign for it.",
        "Your parcel will be returned to the sender in <strong>48 hours</strong> unless you choose a new delivery slot.",
      ],
      button: "Reschedule delivery",
      footer: "ParcelPoint Delivery Services. Please do not reply to this message.",
      redFlags: [
        "A generic greeting ('Dear customer') although a courier would know your name.",
        "A parcel you did not order, or cannot remember ordering.",
        "A 48-hour deadline to make you act before you think.",
        "A courier's look-alike domain instead of the real company's website.",
      ],
    },
    {
      name: "Neuspela dostava paketa",
      description: "Kurirska služba javlja da paket nije isporučen i traži novi termin.",
      fromName: "ParcelPoint dostava",
      from: "obavestenja@parcelpoint-pracenje.example",
      subject: "Danas nismo uspeli da isporučimo vaš paket",
      brand: "ParcelPoint",
      greeting: "Poštovani korisniče,",
      paragraphs: [
        "Naš kurir je danas pokušao da isporuči paket <strong>PP-7741-0923</strong>, ali niko nije bio prisutan.",
        "Paket će biti vraćen pošiljaocu za <strong>48 sati</strong> ako ne izaberete novi termin dostave.",
      ],
      button: "Zakaži dostavu",
      footer: "ParcelPoint kurirska služba. Molimo vas da ne odgovarate na ovu poruku.",
      redFlags: [
        "Opšte obraćanje ('Poštovani korisniče') iako bi kurir znao vaše ime.",
        "Paket koji niste naručili ili se toga ne sećate.",
        "Rok od 48 sati da biste reagovali pre nego što razmislite.",
        "Domen koji liči na kurirsku službu umesto njenog pravog sajta.",
      ],
    },
  ),
  ...scenario(
    2,
    { type: "CredentialHarvest", tags: ["it", "password"], accent: "#1d4ed8", landing: "signIn" },
    {
      name: "Password expires today",
      description: "IT warns that the password expires today and offers a link to keep it.",
      fromName: "IT Service Desk",
      from: "it-support@account-services-portal.example",
      subject: "Action required: your password expires in 4 hours",
      brand: "IT Service Desk",
      greeting: "Hi {{.FirstName}},",
      paragraphs: [
        "The password for <strong>{{.Email}}</strong> expires today. After it expires you will lose access to email, Teams and shared drives.",
        "You can keep your current password by confirming it on the account portal.",
      ],
      button: "Keep current password",
      footer: "IT Service Desk. This message was sent automatically by the account management system.",
      redFlags: [
        "IT never lets you 'keep' a password by typing it into a web page.",
        "A short, alarming deadline and a threat of losing access.",
        "The sender's domain is not your organisation's.",
        "The button's real address (hover over it) is not your organisation's sign-in page.",
      ],
    },
    {
      name: "Lozinka ističe danas",
      description: "IT upozorava da lozinka ističe danas i nudi link za njeno zadržavanje.",
      fromName: "IT podrška",
      from: "it-podrska@nalog-servisi-portal.example",
      subject: "Potrebna akcija: vaša lozinka ističe za 4 sata",
      brand: "IT podrška",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Lozinka za nalog <strong>{{.Email}}</strong> ističe danas. Posle toga ćete izgubiti pristup e-pošti, Teams-u i deljenim diskovima.",
        "Trenutnu lozinku možete zadržati ako je potvrdite na portalu naloga.",
      ],
      button: "Zadrži trenutnu lozinku",
      footer: "IT podrška. Ovu poruku je automatski poslao sistem za upravljanje nalozima.",
      redFlags: [
        "IT nikada ne traži da 'zadržite' lozinku tako što je upišete na veb stranici.",
        "Kratak, uznemirujući rok i pretnja gubitkom pristupa.",
        "Domen pošiljaoca nije domen vaše organizacije.",
        "Prava adresa dugmeta (zadržite pokazivač iznad njega) nije stranica za prijavu vaše organizacije.",
      ],
    },
  ),
  ...scenario(
    3,
    { type: "CredentialHarvest", tags: ["collaboration"], accent: "#0f766e", landing: "documentPortal" },
    {
      name: "Shared document",
      description: "A colleague-looking sender shares a document that needs a sign-in to open.",
      fromName: "Ana Petrović (via DocShare)",
      from: "share-noreply@docshare-online.example",
      subject: 'Ana Petrović shared "Q3 salary review.xlsx" with you',
      brand: "DocShare",
      greeting: "Hi {{.FirstName}},",
      paragraphs: [
        "Ana Petrović has shared a file with you:",
        '<strong>Q3 salary review.xlsx</strong><br>"Please check your figures before Friday\'s meeting - confidential."',
      ],
      button: "Open file",
      footer: "You received this email because someone shared a file with {{.Email}}.",
      redFlags: [
        "A tempting, confidential file name chosen to make you curious.",
        "The 'colleague' is only a display name; the address belongs to an outside service.",
        "Opening a shared file should not ask for your password again on an unfamiliar page.",
        "You were not expecting a file from this person: ask them through another channel.",
      ],
    },
    {
      name: "Deljeni dokument",
      description: "Pošiljalac koji liči na kolegu deli dokument za čije otvaranje treba prijava.",
      fromName: "Ana Petrović (preko DocShare)",
      from: "deljenje-noreply@docshare-online.example",
      subject: 'Ana Petrović je podelila "Revizija plata Q3.xlsx" sa vama',
      brand: "DocShare",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Ana Petrović je podelila datoteku sa vama:",
        '<strong>Revizija plata Q3.xlsx</strong><br>"Molim te proveri svoje brojke pre sastanka u petak - poverljivo."',
      ],
      button: "Otvori datoteku",
      footer: "Ovu poruku ste dobili jer je neko podelio datoteku sa adresom {{.Email}}.",
      redFlags: [
        "Primamljiv, poverljiv naziv datoteke koji treba da vas zainteresuje.",
        "'Koleginica' je samo prikazano ime; adresa pripada spoljnom servisu.",
        "Otvaranje deljene datoteke ne bi trebalo da traži lozinku na nepoznatoj stranici.",
        "Niste očekivali datoteku od te osobe: pitajte je drugim kanalom.",
      ],
    },
  ),
  ...scenario(
    4,
    { type: "CredentialHarvest", tags: ["hr"], accent: "#be123c", landing: "signIn" },
    {
      name: "HR policy acknowledgement",
      description: "HR asks everyone to sign the updated remote-work policy by Friday.",
      fromName: "Human Resources",
      from: "hr-notices@people-policies.example",
      subject: "Updated remote-work policy - acknowledgement required by Friday",
      brand: "Human Resources",
      greeting: "Dear {{.FirstName}} {{.LastName}},",
      paragraphs: [
        "We have updated the <strong>Remote and Hybrid Work Policy</strong>, effective next month. All employees must read and acknowledge it.",
        "Employees who have not acknowledged the policy by Friday will not be eligible for remote work until they do.",
      ],
      button: "Read and acknowledge",
      footer: "Human Resources Department. Questions? Contact your HR business partner.",
      redFlags: [
        "A consequence for your working conditions if you do not act quickly.",
        "Policy updates are normally announced on the intranet, not through an outside sign-in page.",
        "The sender's domain is not your organisation's.",
      ],
    },
    {
      name: "Potvrda HR pravilnika",
      description: "Kadrovska služba traži da svi potvrde izmenjeni pravilnik o radu od kuće do petka.",
      fromName: "Ljudski resursi",
      from: "hr-obavestenja@pravilnici-zaposleni.example",
      subject: "Izmenjen pravilnik o radu od kuće - potrebna potvrda do petka",
      brand: "Ljudski resursi",
      greeting: "Poštovani/a {{.FirstName}} {{.LastName}},",
      paragraphs: [
        "Izmenili smo <strong>Pravilnik o radu od kuće i hibridnom radu</strong>, koji stupa na snagu sledećeg meseca. Svi zaposleni moraju da ga pročitaju i potvrde.",
        "Zaposleni koji do petka ne potvrde pravilnik neće moći da rade od kuće dok to ne učine.",
      ],
      button: "Pročitaj i potvrdi",
      footer: "Sektor ljudskih resursa. Pitanja? Obratite se svom HR partneru.",
      redFlags: [
        "Posledica po vaše uslove rada ako ne reagujete brzo.",
        "Izmene pravilnika se obično objavljuju na intranetu, a ne preko spoljne stranice za prijavu.",
        "Domen pošiljaoca nije domen vaše organizacije.",
      ],
    },
  ),
  ...scenario(
    5,
    { type: "CredentialHarvest", tags: ["it", "mfa"], accent: "#1d4ed8", landing: "signIn" },
    {
      name: "MFA reset",
      description: "A notice that the two-factor method will be reset unless the user confirms it.",
      fromName: "Security Team",
      from: "security@mfa-verification-center.example",
      subject: "Your multi-factor authentication will be reset",
      brand: "Account Security",
      greeting: "Hello {{.FirstName}},",
      paragraphs: [
        "We are moving all accounts to a new multi-factor authentication (MFA) system.",
        "If you do not confirm your current MFA method within <strong>24 hours</strong>, it will be removed and your account locked until IT re-enrols you.",
      ],
      button: "Confirm MFA method",
      footer: "Account Security Team.",
      redFlags: [
        "Attackers ask for a sign-in to capture both your password and the one-time code.",
        "A lock-out threat with a 24-hour deadline.",
        "Real MFA changes are announced in advance by your IT team, through known channels.",
      ],
    },
    {
      name: "Resetovanje dvofaktorske potvrde",
      description: "Obaveštenje da će metod dvofaktorske potvrde biti resetovan ako ga korisnik ne potvrdi.",
      fromName: "Tim za bezbednost",
      from: "bezbednost@mfa-verifikacija-centar.example",
      subject: "Vaša dvofaktorska potvrda identiteta biće resetovana",
      brand: "Bezbednost naloga",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Sve naloge prebacujemo na novi sistem dvofaktorske potvrde identiteta (MFA).",
        "Ako u roku od <strong>24 sata</strong> ne potvrdite trenutni MFA metod, biće uklonjen, a nalog zaključan dok vas IT ponovo ne uključi.",
      ],
      button: "Potvrdi MFA metod",
      footer: "Tim za bezbednost naloga.",
      redFlags: [
        "Napadači traže prijavu da bi uhvatili i lozinku i jednokratni kod.",
        "Pretnja zaključavanjem naloga uz rok od 24 sata.",
        "Prave izmene MFA unapred najavljuje vaš IT tim, poznatim kanalima.",
      ],
    },
  ),
  ...scenario(
    6,
    { type: "DriveByUrl", tags: ["telephony"], accent: "#4338ca", landing: "phished" },
    {
      name: "New voicemail",
      description: "A voicemail notification with a link to listen to the message.",
      fromName: "Voicemail Service",
      from: "voicemail@cloudphone-messages.example",
      subject: "New voicemail from +381 11 4xx xx 27 (0:47)",
      brand: "CloudPhone Voicemail",
      greeting: "You have a new voicemail.",
      paragraphs: [
        "<strong>From:</strong> +381 11 4xx xx 27<br><strong>Length:</strong> 0:47<br><strong>Received:</strong> today",
        "The message has been marked <strong>urgent</strong> by the caller.",
      ],
      button: "Listen to message",
      footer: "CloudPhone Voicemail. Messages are kept for 7 days.",
      redFlags: [
        "Does your organisation's phone system actually send voicemail by email?",
        "A partly hidden number and an 'urgent' mark to spark curiosity.",
        "Listening to a message should not need a visit to an unknown website.",
      ],
    },
    {
      name: "Nova govorna poruka",
      description: "Obaveštenje o govornoj poruci sa linkom za preslušavanje.",
      fromName: "Govorna pošta",
      from: "govorna-posta@cloudphone-poruke.example",
      subject: "Nova govorna poruka sa +381 11 4xx xx 27 (0:47)",
      brand: "CloudPhone govorna pošta",
      greeting: "Imate novu govornu poruku.",
      paragraphs: [
        "<strong>Od:</strong> +381 11 4xx xx 27<br><strong>Trajanje:</strong> 0:47<br><strong>Primljeno:</strong> danas",
        "Pozivalac je poruku označio kao <strong>hitnu</strong>.",
      ],
      button: "Preslušaj poruku",
      footer: "CloudPhone govorna pošta. Poruke se čuvaju 7 dana.",
      redFlags: [
        "Da li telefonski sistem vaše organizacije zaista šalje govornu poštu e-poštom?",
        "Delimično skriven broj i oznaka 'hitno' da bi vas zainteresovali.",
        "Za preslušavanje poruke ne bi trebalo da posećujete nepoznat sajt.",
      ],
    },
  ),
  ...scenario(
    7,
    { type: "CredentialHarvest", tags: ["finance", "hr"], accent: "#7c3aed", landing: "payroll" },
    {
      name: "Payroll bank details changed",
      description: "Payroll confirms a change of bank account the employee never asked for.",
      fromName: "Payroll Team",
      from: "payroll@employee-selfservice.example",
      subject: "Confirmation: your salary account has been changed",
      brand: "Payroll",
      greeting: "Dear {{.FirstName}},",
      paragraphs: [
        "As requested, the bank account your salary is paid into has been changed. The change takes effect from the next payroll run.",
        "<strong>If you did not request this change</strong>, sign in to Employee Self-Service immediately to cancel it.",
      ],
      button: "Review or cancel the change",
      footer: "Payroll Team. This confirmation was generated automatically.",
      redFlags: [
        "Fear of losing your salary is used to rush you.",
        "A change you never asked for: call Payroll on a number you already know instead.",
        "The link leads to a sign-in page outside your organisation.",
      ],
    },
    {
      name: "Izmena računa za platu",
      description: "Obračun plata potvrđuje izmenu bankovnog računa koju zaposleni nije tražio.",
      fromName: "Obračun zarada",
      from: "plate@portal-zaposlenih.example",
      subject: "Potvrda: račun za isplatu plate je izmenjen",
      brand: "Obračun zarada",
      greeting: "Poštovani/a {{.FirstName}},",
      paragraphs: [
        "Po vašem zahtevu, račun na koji se isplaćuje plata je izmenjen. Izmena važi od sledeće isplate.",
        "<strong>Ako niste tražili ovu izmenu</strong>, odmah se prijavite na portal za zaposlene da je poništite.",
      ],
      button: "Pregledaj ili poništi izmenu",
      footer: "Služba obračuna zarada. Ova potvrda je automatski generisana.",
      redFlags: [
        "Strah od gubitka plate koristi se da vas požuri.",
        "Izmena koju niste tražili: pozovite obračun zarada na broj koji već znate.",
        "Link vodi na stranicu za prijavu van vaše organizacije.",
      ],
    },
  ),
  ...scenario(
    8,
    { type: "CredentialHarvest", tags: ["it", "survey"], accent: "#059669", landing: "survey" },
    {
      name: "IT satisfaction survey",
      description: "A short IT survey with a gift-voucher draw for those who take part.",
      fromName: "IT Service Desk",
      from: "survey@it-feedback-hub.example",
      subject: "2 minutes for IT? Win one of ten EUR 50 vouchers",
      brand: "IT Service Desk",
      greeting: "Hi {{.FirstName}},",
      paragraphs: [
        "Help us improve! Tell us how we did this quarter in a 2-minute survey.",
        "Everyone who completes it by Thursday enters a draw for one of <strong>ten EUR 50 gift vouchers</strong>.",
      ],
      button: "Take the survey",
      footer: "IT Service Desk - we value your feedback.",
      redFlags: [
        "A prize is a classic lure to lower your guard.",
        "A survey does not need your network password.",
        "The survey is hosted on a domain that is not your organisation's.",
      ],
    },
    {
      name: "Anketa o zadovoljstvu IT podrškom",
      description: "Kratka IT anketa sa izvlačenjem poklon-vaučera za učesnike.",
      fromName: "IT podrška",
      from: "anketa@it-utisci-centar.example",
      subject: "2 minuta za IT? Osvojite jedan od deset vaučera od 5.000 dinara",
      brand: "IT podrška",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Pomozite nam da budemo bolji! Recite nam kako smo radili ovog kvartala u anketi od 2 minuta.",
        "Svi koji je popune do četvrtka učestvuju u izvlačenju <strong>deset poklon-vaučera od 5.000 dinara</strong>.",
      ],
      button: "Popuni anketu",
      footer: "IT podrška - vaše mišljenje nam je važno.",
      redFlags: [
        "Nagrada je klasičan mamac koji smanjuje opreznost.",
        "Za anketu vam ne treba lozinka za mrežu.",
        "Anketa je na domenu koji nije domen vaše organizacije.",
      ],
    },
  ),
  ...scenario(
    9,
    { type: "DriveByUrl", tags: ["collaboration", "calendar"], accent: "#2563eb", landing: "phished" },
    {
      name: "Calendar invitation",
      description: "A meeting invitation from an executive with a link to the agenda.",
      fromName: "Office of the CEO",
      from: "calendar@exec-meetings.example",
      subject: "Invitation: Budget review with the CEO - Thu 10:00",
      brand: "Calendar",
      greeting: "{{.FirstName}}, you have been invited to a meeting.",
      paragraphs: [
        "<strong>Budget review - restructuring</strong><br>Thursday, 10:00 - 10:45<br>Board room / online",
        "Please review the agenda and the attached headcount figures before the meeting. Attendance is mandatory.",
      ],
      button: "View agenda and respond",
      footer: "Invitation from the Office of the CEO.",
      redFlags: [
        "An unexpected meeting with senior management about 'restructuring' plays on anxiety.",
        "Real invitations arrive from your own calendar system, not an outside domain.",
        "'Mandatory' and a near date leave little time to check.",
      ],
    },
    {
      name: "Poziv na sastanak",
      description: "Poziv na sastanak od direktora sa linkom ka dnevnom redu.",
      fromName: "Kabinet generalnog direktora",
      from: "kalendar@sastanci-uprava.example",
      subject: "Poziv: pregled budžeta sa direktorom - čet 10:00",
      brand: "Kalendar",
      greeting: "{{.FirstName}}, pozvani ste na sastanak.",
      paragraphs: [
        "<strong>Pregled budžeta - reorganizacija</strong><br>Četvrtak, 10:00 - 10:45<br>Sala za sastanke / onlajn",
        "Molimo vas da pre sastanka pregledate dnevni red i podatke o broju zaposlenih. Prisustvo je obavezno.",
      ],
      button: "Pogledaj dnevni red i odgovori",
      footer: "Poziv iz kabineta generalnog direktora.",
      redFlags: [
        "Neočekivan sastanak sa upravom o 'reorganizaciji' igra na strah.",
        "Pravi pozivi stižu iz vašeg kalendarskog sistema, a ne sa spoljnog domena.",
        "'Obavezno' i bliski datum ostavljaju malo vremena za proveru.",
      ],
    },
  ),
  ...scenario(
    10,
    { type: "CredentialHarvest", tags: ["it", "email"], accent: "#b91c1c", landing: "signIn" },
    {
      name: "Mailbox storage full",
      description: "A warning that the mailbox is almost full and new mail will bounce.",
      fromName: "Mail Administrator",
      from: "postmaster@mailbox-quota-alerts.example",
      subject: "Your mailbox is 98% full - incoming mail will be rejected",
      brand: "Mail Administrator",
      greeting: "Dear {{.Email}},",
      paragraphs: [
        "Your mailbox has reached <strong>98%</strong> of its storage limit (49.1 GB of 50 GB).",
        "When it is full, new messages will be returned to their senders. Sign in to request extra storage free of charge.",
      ],
      button: "Increase storage",
      footer: "Mail Administrator. Automatic quota notification.",
      redFlags: [
        "Greeted by your email address rather than your name.",
        "A 'free upgrade' behind a sign-in on a site that is not yours.",
        "Fear of missing messages is used to rush you.",
      ],
    },
    {
      name: "Poštansko sanduče je puno",
      description: "Upozorenje da je poštansko sanduče skoro puno i da će nove poruke biti odbijene.",
      fromName: "Administrator e-pošte",
      from: "postmaster@sanduce-kvota-upozorenja.example",
      subject: "Vaše poštansko sanduče je puno 98% - dolazne poruke će biti odbijene",
      brand: "Administrator e-pošte",
      greeting: "Poštovani {{.Email}},",
      paragraphs: [
        "Vaše poštansko sanduče je dostiglo <strong>98%</strong> dozvoljenog prostora (49,1 GB od 50 GB).",
        "Kada se napuni, nove poruke će biti vraćene pošiljaocima. Prijavite se da besplatno zatražite dodatni prostor.",
      ],
      button: "Povećaj prostor",
      footer: "Administrator e-pošte. Automatsko obaveštenje o kvoti.",
      redFlags: [
        "Obraćanje adresom e-pošte umesto imenom.",
        "'Besplatno povećanje' iza prijave na sajtu koji nije vaš.",
        "Strah od propuštenih poruka koristi se da vas požuri.",
      ],
    },
  ),
  ...scenario(
    11,
    { type: "CredentialHarvest", tags: ["it", "security"], accent: "#b91c1c", landing: "signIn" },
    {
      name: "Unusual sign-in alert",
      description: "A security alert about a sign-in from another country, with a button to secure the account.",
      fromName: "Account Protection",
      from: "no-reply@account-protection-alerts.example",
      subject: "Security alert: new sign-in from Lagos, Nigeria",
      brand: "Account Protection",
      greeting: "Hi {{.FirstName}},",
      paragraphs: [
        "We detected a sign-in to your account <strong>{{.Email}}</strong> from a new device:",
        "<strong>Location:</strong> Lagos, Nigeria<br><strong>Device:</strong> Windows 10, Chrome<br><strong>Time:</strong> today, 03:14",
        "If this was not you, secure your account now.",
      ],
      button: "Secure my account",
      footer: "Account Protection. You are receiving this alert to keep your account safe.",
      redFlags: [
        "A frightening alert is designed to make you act before checking.",
        "'Securing' the account leads to a sign-in page on a foreign domain.",
        "Check alerts by opening your account yourself, never through the email's link.",
      ],
    },
    {
      name: "Upozorenje o neobičnoj prijavi",
      description: "Bezbednosno upozorenje o prijavi iz druge zemlje, sa dugmetom za zaštitu naloga.",
      fromName: "Zaštita naloga",
      from: "no-reply@zastita-naloga-upozorenja.example",
      subject: "Bezbednosno upozorenje: nova prijava iz Lagosa, Nigerija",
      brand: "Zaštita naloga",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Otkrili smo prijavu na vaš nalog <strong>{{.Email}}</strong> sa novog uređaja:",
        "<strong>Lokacija:</strong> Lagos, Nigerija<br><strong>Uređaj:</strong> Windows 10, Chrome<br><strong>Vreme:</strong> danas, 03:14",
        "Ako to niste bili vi, odmah zaštitite nalog.",
      ],
      button: "Zaštiti moj nalog",
      footer: "Zaštita naloga. Ovo upozorenje dobijate radi bezbednosti vašeg naloga.",
      redFlags: [
        "Zastrašujuće upozorenje treba da vas navede da reagujete pre provere.",
        "'Zaštita' naloga vodi na stranicu za prijavu na stranom domenu.",
        "Upozorenja proveravajte tako što sami otvorite nalog, nikada preko linka iz poruke.",
      ],
    },
  ),
  ...scenario(
    12,
    { type: "MalwareAttachment", tags: ["finance", "attachment"], accent: "#0e7490", landing: "phished" },
    {
      name: "Remittance advice attached",
      description:
        "A customer's payment notice whose details are only in the attached file: opening it is the mistake.",
      fromName: "Contoso Treasury",
      from: "treasury@contoso-payments.example",
      subject: "Remittance advice - payment 7741-0932 sent to your account",
      brand: "Contoso Treasury Services",
      greeting: "Dear {{.FirstName}},",
      paragraphs: [
        "Please find attached the remittance advice for our payment <strong>7741-0932</strong> of EUR 12,480.00, sent to your account today.",
        "The attached document lists the invoices this payment settles. Kindly open it and confirm that the amounts match your records.",
      ],
      button: null,
      footer: "Contoso Treasury Services. This message and its attachment are confidential.",
      redFlags: [
        "A payment you were not expecting, from a company you may not deal with.",
        "The details are only in an attachment: the attachment is the trap, not the message.",
        "Attachments that are web pages or documents asking to enable content are a classic way to deliver malware.",
      ],
    },
    {
      name: "Obaveštenje o uplati u prilogu",
      description:
        "Obaveštenje kupca o uplati čiji su detalji samo u priloženoj datoteci: otvaranje priloga je greška.",
      fromName: "Contoso Trezor",
      from: "trezor@contoso-placanja.example",
      subject: "Obaveštenje o uplati - uplata 7741-0932 poslata na vaš račun",
      brand: "Contoso Trezor",
      greeting: "Poštovani/a {{.FirstName}},",
      paragraphs: [
        "U prilogu vam šaljemo obaveštenje o uplati <strong>7741-0932</strong> u iznosu od 12.480,00 EUR, poslatoj danas na vaš račun.",
        "Priloženi dokument navodi fakture koje ova uplata zatvara. Molimo vas da ga otvorite i potvrdite da se iznosi slažu sa vašom evidencijom.",
      ],
      button: null,
      footer: "Contoso Trezor. Ova poruka i njen prilog su poverljivi.",
      redFlags: [
        "Uplata koju niste očekivali, od firme sa kojom možda ne sarađujete.",
        "Detalji su samo u prilogu: zamka je prilog, a ne poruka.",
        "Prilozi koji su veb-stranice ili dokumenti koji traže da uključite sadržaj klasičan su način širenja zlonamernog softvera.",
      ],
    },
  ),
  ...scenario(
    13,
    { type: "LinkInAttachment", tags: ["legal", "attachment"], accent: "#9333ea", landing: "documentPortal" },
    {
      name: "Contract ready for e-signature (attached)",
      description: "A contract to sign, sent as an attached file whose link leads to a document sign-in page.",
      fromName: "SignFlow",
      from: "documents@signflow-esign.example",
      subject: "{{.FirstName}}, a contract is waiting for your signature",
      brand: "SignFlow e-Signature",
      greeting: "Hello {{.FirstName}},",
      paragraphs: [
        "You have been asked to review and sign <strong>Service Agreement 2025-114</strong>.",
        "The signing link is in the attached document. Please open it and sign before the end of the week so that the agreement can take effect.",
      ],
      button: null,
      footer: "SignFlow e-Signature. Do not forward this email: the attached link is personal.",
      redFlags: [
        "A signing request you did not expect, for an agreement nobody mentioned.",
        "The link hides inside an attachment, where mail filters and you look less carefully.",
        "Signing a document should never need your work password on an outside site.",
      ],
    },
    {
      name: "Ugovor spreman za e-potpis (u prilogu)",
      description:
        "Ugovor za potpis, poslat kao priložena datoteka čiji link vodi na stranicu za prijavu na dokumente.",
      fromName: "SignFlow",
      from: "dokumenti@signflow-epotpis.example",
      subject: "{{.FirstName}}, ugovor čeka vaš potpis",
      brand: "SignFlow e-potpis",
      greeting: "Zdravo {{.FirstName}},",
      paragraphs: [
        "Zamoljeni ste da pregledate i potpišete <strong>Ugovor o uslugama 2025-114</strong>.",
        "Link za potpisivanje nalazi se u priloženom dokumentu. Molimo vas da ga otvorite i potpišete do kraja nedelje kako bi ugovor stupio na snagu.",
      ],
      button: null,
      footer: "SignFlow e-potpis. Ne prosleđujte ovu poruku: link u prilogu je lični.",
      redFlags: [
        "Zahtev za potpis koji niste očekivali, za ugovor koji niko nije pomenuo.",
        "Link je sakriven u prilogu, gde filteri pošte i vi manje pažljivo gledate.",
        "Za potpisivanje dokumenta nikada ne treba da unosite poslovnu lozinku na spoljnom sajtu.",
      ],
    },
  ),
];
