import { type ComponentType, lazy, Suspense } from "react";
import { Spinner } from "../Spinner/Spinner";
import * as css from "./Lazy.css";

/**
 * A component whose code is fetched the first time it renders, with a spinner meanwhile: for the
 * parts of a screen its first paint does not show (a tab other than the first, a set-up step, a
 * dialog), so an element downloads them only when the user gets there (packages/elements,
 * "Weight"). `load` imports the module and picks the component:
 * `lazyPart(() => import("./SessionsSection").then((m) => m.SessionsSection))`.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component as ComponentType<object> })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level, like React.lazy itself; never during a render.
  function LazyPart(props: P) {
    return (
      <Suspense
        fallback={
          <div className={css.loading}>
            <Spinner />
          </div>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
