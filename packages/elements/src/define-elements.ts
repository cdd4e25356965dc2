import type { ElementDefinition } from "./definition";
import { createElementClass } from "./element";
import { elements } from "./registry";

/**
 * Defines every registry element (or the given ones) in `registry`. Tags already defined are left
 * alone, so calling it twice, or beside the script bundle, is harmless.
 */
export function defineBulwarkElements(
  definitions: readonly ElementDefinition<any, any, any, any>[] = elements,
  registry: CustomElementRegistry = customElements,
): void {
  for (const definition of definitions) {
    if (!registry.get(definition.tag)) registry.define(definition.tag, createElementClass(definition));
  }
}
