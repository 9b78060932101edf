let load: () => Promise<unknown> = async () => undefined;

/**
 * The app hands over the code of the page that hosts a module, which the layers below it may not import. A file of its
 * own: the app's entry holds it, and not the code that preloads.
 */
export function provideModuleHostPage(loadPage: () => Promise<unknown>): void {
  load = loadPage;
}

export const loadModuleHostPage = () => load();
