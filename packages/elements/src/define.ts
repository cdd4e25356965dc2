// `import "@bulwark/elements/define"`: defines every element as a side effect.
import { defineBulwarkElements } from "./define-elements";

defineBulwarkElements();
