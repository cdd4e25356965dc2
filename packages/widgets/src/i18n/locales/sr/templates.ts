import type { Translation } from "../../translation";
import type { templates as en } from "../en/templates";

/** Serbian (Latin script) strings of the page and list templates. */
export const templates: Translation<typeof en> = {
  page: {
    breadcrumb: "Putanja",
    moreActions: "Još radnji",
  },
  dataTable: {
    selectAll: "Izaberi sve redove na ovoj stranici",
    selectRow: "Izaberi {{name}}",
    selected: "Izabrano: {{count}}",
    clearSelection: "Poništi izbor",
    rowActions: "Radnje za {{name}}",
    columns: "Kolone",
    columnsLabel: "Prikaži ili sakrij kolone",
    sortAscending: "sortirano rastuće",
    sortDescending: "sortirano opadajuće",
    sortBy: "Sortiraj po koloni {{column}}",
    loading: "Učitavanje redova…",
    retry: "Pokušaj ponovo",
    keyboardHelp: "Strelicama gore i dole prelazite između redova, Enter otvara red, a razmaknica ga bira.",
  },
  filterBar: {
    search: "Pretraga",
    addFilter: "Dodaj filter",
    removeFilter: "Ukloni filter {{filter}}",
    clearAll: "Obriši sve",
    apply: "Primeni",
    any: "Bilo koji",
    from: "Od",
    to: "Do",
    noOptions: "Nema opcija",
    activeFilters: "Aktivni filteri",
  },
  secretOnce: {
    copy: "Kopiraj",
    copied: "Kopirano u privremenu memoriju",
    copyFailed: "Kopiranje nije uspelo: označite tekst i kopirajte ga sami.",
  },
  chart: {
    showTable: "Prikaži kao tabelu",
    showChart: "Prikaži kao grafikon",
    value: "Vrednost",
    category: "Kategorija",
    share: "Udeo",
    date: "Datum",
    total: "Ukupno",
    noData: "Još nema podataka",
    loading: "Učitavanje grafikona…",
    gaugeLabel: "Ocena {{value}} od 100: {{category}}",
    step: "Korak",
    conversion: "Od prethodnog koraka",
  },
};
