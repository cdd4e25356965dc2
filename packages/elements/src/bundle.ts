// Entry of the script-tag bundle (dist/bulwark-elements.js, an ES module): React and every element
// definition, registered when loaded. The widget code is in chunks it imports on first use.
import { defineBulwarkElements } from "./define-elements";
import { elements } from "./registry";

defineBulwarkElements();

/** Tags this bundle defined. */
export const tags: readonly string[] = elements.map((element) => element.tag);
