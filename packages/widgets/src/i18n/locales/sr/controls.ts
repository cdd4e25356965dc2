import type { Translation } from "../../translation";
import type { controls as en } from "../en/controls";

/** Serbian (Latin script) strings of the collection and input primitives. */
export const controls: Translation<typeof en> = {
  table: {
    loading: "Učitavanje…",
    empty: "Nema podataka za prikaz",
  },
  pagination: {
    label: "Stranice",
    labelOf: "Stranice: {{label}}",
    previous: "Prethodna stranica",
    next: "Sledeća stranica",
    range: "{{from}}–{{to}} od {{total}}",
    page: "Stranica {{page}} od {{pages}}",
    pageSize: "Redova po stranici",
  },
  select: {
    placeholder: "Izaberite…",
  },
  multiSelect: {
    none: "Ništa nije izabrano",
  },
  fileInput: {
    choose: "Izaberite datoteku",
    drop: "ili je prevucite ovde",
    selected: "{{name}} ({{size}})",
    clear: "Ukloni datoteku",
    clearNamed: "Ukloni {{name}}",
  },
  passwordField: {
    show: "Prikaži lozinku",
    hide: "Sakrij lozinku",
  },
  codeInput: {
    hint: "{{length}} cifara",
  },
  qrCode: {
    manualEntry: "Ne možete da skenirate kod? Unesite ovaj ključ u aplikaciju:",
  },
  richText: {
    toolbar: "Formatiranje",
    bold: "Podebljano",
    italic: "Kurziv",
    underline: "Podvučeno",
    heading: "Naslov",
    subheading: "Podnaslov",
    bulletList: "Lista sa oznakama",
    orderedList: "Numerisana lista",
    quote: "Citat",
    link: "Link",
    removeLink: "Ukloni link",
    undo: "Poništi",
    redo: "Ponovi",
    linkAddress: "Adresa linka",
    applyLink: "Primeni",
    cancelLink: "Otkaži",
  },
};
