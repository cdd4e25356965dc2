import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithProvider } from "../../test/render";
import { levelOf, loadEstimator } from "./estimator";
import { PasswordStrength } from "./PasswordStrength";

describe("PasswordStrength", () => {
  // The dictionaries are a lazily loaded chunk; load it once up front so each test waits only
  // for the meter's settle delay.
  beforeAll(async () => {
    await loadEstimator();
  }, 30_000);

  it("says in words that a common password is too common and will be refused", async () => {
    renderWithProvider(<PasswordStrength password="password1" />);
    expect(await screen.findByText("Password strength: too common")).toBeInTheDocument();
    expect(screen.getByText(/will be refused/)).toBeInTheDocument();
  });

  it("rates a long passphrase strong, without the refusal hint", async () => {
    renderWithProvider(<PasswordStrength password="correct horse battery 9" />);
    expect(await screen.findByText("Password strength: strong")).toBeInTheDocument();
    expect(screen.queryByText(/will be refused/)).not.toBeInTheDocument();
  });

  it("rates low a password made of the person's own name", async () => {
    const { rerender } = renderWithProvider(<PasswordStrength password="jovanovic1" userInputs={[]} />);
    expect(await screen.findByText(/Password strength: (good|strong)/)).toBeInTheDocument();
    rerender(<PasswordStrength password="jovanovic1" userInputs={["Jelena", "Jovanovic"]} />);
    expect(await screen.findByText("Password strength: too common")).toBeInTheDocument();
  });

  it("announces politely and shows nothing for an empty password", () => {
    const { container } = renderWithProvider(<PasswordStrength password="" />);
    const live = container.querySelector("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toBeEmptyDOMElement();
  });

  it("speaks Serbian", async () => {
    renderWithProvider(<PasswordStrength password="password1" />, { lang: "sr" });
    expect(await screen.findByText("Jačina lozinke: previše česta")).toBeInTheDocument();
  });
});

describe("levelOf", () => {
  it("puts the refusal threshold (10^5 guesses) before zxcvbn's score", () => {
    expect(levelOf({ guessesLog10: 4.9, score: 2 })).toBe("tooCommon");
    expect(levelOf({ guessesLog10: 6, score: 1 })).toBe("weak");
    expect(levelOf({ guessesLog10: 7.5, score: 2 })).toBe("fair");
    expect(levelOf({ guessesLog10: 9, score: 3 })).toBe("good");
    expect(levelOf({ guessesLog10: 12, score: 4 })).toBe("strong");
  });
});
