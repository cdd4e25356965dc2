import type { Schema } from "@bulwark/contract";
import { mfa } from "./lessons/mfa.js";
import { passwords } from "./lessons/passwords.js";
import { phishingEmails } from "./lessons/phishing-emails.js";
import { reporting } from "./lessons/reporting.js";
import { safeBrowsing } from "./lessons/safe-browsing.js";
import { socialEngineering } from "./lessons/social-engineering.js";

/** A built-in predefined course: a stable id and the course, its lessons named by their ids. */
export interface ShippedCourse {
  id: string;
  course: Schema<"PredefinedCourseInput">;
}

/** Three courses from the shipped lessons, one per level, ready to launch as they are. */
export const shippedCourses: ShippedCourse[] = [
  {
    id: "0195b1c0-0000-7000-8000-000000000201",
    course: {
      names: { En: "Security essentials", Sr: "Osnove bezbednosti" },
      descriptions: {
        En: "The first course for everyone: recognise phishing emails, use strong unique passwords, and report anything suspicious. About 20 minutes.",
        Sr: "Prvi kurs za sve: prepoznajte phishing poruke, koristite jake i jedinstvene lozinke i prijavite sve sumnjivo. Oko 20 minuta.",
      },
      level: "Beginner",
      passingScore: 70,
      lessonIds: [phishingEmails.id, passwords.id, reporting.id],
      premium: false,
      logo: null,
      avatar: null,
    },
  },
  {
    id: "0195b1c0-0000-7000-8000-000000000202",
    course: {
      names: { En: "Protecting your accounts", Sr: "Zaštita vaših naloga" },
      descriptions: {
        En: "Passphrases and password managers, multi-factor authentication and the tricks used to get around it, and browsing without falling for fake sites and downloads.",
        Sr: "Pristupne fraze i menadžeri lozinki, višefaktorska autentifikacija i trikovi kojima se zaobilazi, i pregledanje interneta bez nasedanja na lažne sajtove i preuzimanja.",
      },
      level: "Intermediate",
      passingScore: 80,
      lessonIds: [passwords.id, mfa.id, safeBrowsing.id],
      premium: false,
      logo: null,
      avatar: null,
    },
  },
  {
    id: "0195b1c0-0000-7000-8000-000000000203",
    course: {
      names: { En: "Defending against social engineering", Sr: "Odbrana od socijalnog inženjeringa" },
      descriptions: {
        En: "For people who handle payments, data or access: targeted phishing, phone and chat scams, MFA attacks and how to report fast when something slips through.",
        Sr: "Za one koji rade sa uplatama, podacima ili pristupima: ciljani phishing, prevare telefonom i porukama, napadi na MFA i brza prijava kada nešto promakne.",
      },
      level: "Advanced",
      passingScore: 85,
      lessonIds: [phishingEmails.id, socialEngineering.id, mfa.id, reporting.id],
      premium: false,
      logo: null,
      avatar: null,
    },
  },
];
