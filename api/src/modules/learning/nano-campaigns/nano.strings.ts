import type { MailLanguage } from "../../../platform/mail/layout.js";

/**
 * The words of nano-learning emails and of the learner's page, in the campaign's language. The
 * content itself (question, answers, explanations, HTML) is the nano page's; these are the frame
 * around it. English and Serbian (Latin) have the same shape, so neither can miss a sentence.
 */
export interface NanoStrings {
  footer: string;
  quizIntro: string;
  videoIntro: string;
  watchVideo: string;
  pageTitle: string;
  correct: string;
  incorrect: string;
  yourAnswer: (answer: string) => string;
  rightAnswer: (answer: string) => string;
  chooseAnswer: string;
  answerButton: (answer: string) => string;
  watched: string;
  markWatched: string;
  videoTitle: string;
  alreadyAnswered: string;
  notFoundTitle: string;
  notFoundBody: string;
}

const en: NanoStrings = {
  footer: "You received this short lesson because your organisation runs security-awareness training with Bulwark.",
  quizIntro: "One question, one click: choose your answer below.",
  videoIntro: "Watch a short video, then answer one question about it.",
  watchVideo: "Watch the video",
  pageTitle: "Security awareness",
  correct: "Correct!",
  incorrect: "Not quite.",
  yourAnswer: (answer) => `Your answer: ${answer}`,
  rightAnswer: (answer) => `The right answer: ${answer}`,
  chooseAnswer: "Choose your answer",
  answerButton: (answer) => answer,
  watched: "You watched the video. Thank you!",
  markWatched: "I watched the video",
  videoTitle: "Video",
  alreadyAnswered: "Your first answer is the one that counts.",
  notFoundTitle: "Link not found",
  notFoundBody: "This link is not valid. It may have been copied incompletely.",
};

const sr: NanoStrings = {
  footer: "Ovu kratku lekciju ste dobili jer vaša organizacija sprovodi obuku o bezbednosti uz Bulwark.",
  quizIntro: "Jedno pitanje, jedan klik: izaberite odgovor ispod.",
  videoIntro: "Pogledajte kratak video, a zatim odgovorite na jedno pitanje o njemu.",
  watchVideo: "Pogledajte video",
  pageTitle: "Bezbednosna svest",
  correct: "Tačno!",
  incorrect: "Nije tačno.",
  yourAnswer: (answer) => `Vaš odgovor: ${answer}`,
  rightAnswer: (answer) => `Tačan odgovor: ${answer}`,
  chooseAnswer: "Izaberite odgovor",
  answerButton: (answer) => answer,
  watched: "Pogledali ste video. Hvala!",
  markWatched: "Pogledao/la sam video",
  videoTitle: "Video",
  alreadyAnswered: "Računa se vaš prvi odgovor.",
  notFoundTitle: "Link nije pronađen",
  notFoundBody: "Ovaj link nije ispravan. Možda nije kopiran u celosti.",
};

export const nanoStrings: Record<MailLanguage, NanoStrings> = { en, sr };

/** The mail language of a campaign language (`En`, `Sr`). */
export const mailLanguageOf = (language: string): MailLanguage => (language === "Sr" ? "sr" : "en");
