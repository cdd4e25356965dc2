// The worker thread that reads and checks a large people CSV upload while the main thread saves
// the rows already read (see people-csv-thread.ts). Built as its own file (api/tsup.config.ts).
import { serveStreams } from "../../../../platform/threads/stream-thread.js";
import { readSpooled, type SpoolContents } from "../staging.js";
import { readPeopleCsvBatches } from "./people-csv.js";
import { encodePeopleBatch } from "./people-csv-batch.codec.js";

serveStreams(async function* (contents: SpoolContents) {
  for await (const batch of readPeopleCsvBatches(readSpooled(contents))) yield* encodePeopleBatch(batch);
});
