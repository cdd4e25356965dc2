import v8 from "node:v8";

/**
 * V8 settings of the API process, set before anything else runs (the first import of main.ts).
 *
 * `--no-allocation-site-pretenuring`: V8 watches where objects are allocated, and when almost all
 * objects from one place outlive a young-generation collection, allocates the next ones from there
 * straight into the old generation, which only full collections free. An import's rows are such
 * objects: each batch lives until its statements have run, and with the CSV read in a worker
 * thread (people-csv-thread.ts) the main thread allocates little else, so V8 moved them to the
 * old generation and a 1,000,000-row import's heap grew to 224 MB, against 83 MB with this setting
 * (peak RSS 449 → 359 MB; measured 2026-12-07). A server's objects mostly live as long as a
 * request, which the young generation serves best.
 *
 * Node documents changing V8 flags after start as possibly unpredictable; this one is read by the
 * collector at each collection (V8's `PretenuringHandler`), and is set here before the API has
 * allocated anything of note.
 */
v8.setFlagsFromString("--no-allocation-site-pretenuring");
