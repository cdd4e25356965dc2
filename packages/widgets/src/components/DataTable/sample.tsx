// Sample records for the DataTable's stories and tests: people as the People screen lists them.

/** A person in the samples. */
export interface SamplePerson {
  id: string;
  name: string;
  email: string;
  group: string;
  score: number;
  added: string;
}

const first = [
  "Ana",
  "Marko",
  "Jelena",
  "Nikola",
  "Milica",
  "Stefan",
  "Ivana",
  "Luka",
  "Hannah",
  "Emily",
  "Đorđe",
  "Šejla",
];
const last = ["Petrović", "Jovanović", "Nikolić", "Marković", "Đorđević", "Stojanović", "Moore", "Carter"];
const groups = ["Engineering", "Finance", "Legal & Compliance", "Marketing", "Customer success and support operations"];

/** `count` deterministic people. */
export function samplePeople(count: number): SamplePerson[] {
  return Array.from({ length: count }, (_, index) => {
    const name = `${first[index % first.length]} ${last[(index * 7) % last.length]}`;
    return {
      id: `p${index + 1}`,
      name,
      email: `${name.toLowerCase().replace(/\s+/g, ".")}@acme-corporation-with-a-long-domain.example`,
      group: groups[index % groups.length] ?? "",
      score: (index * 37) % 101,
      added: new Date(Date.UTC(2026, 10, 22 - index)).toISOString().slice(0, 10),
    };
  });
}
