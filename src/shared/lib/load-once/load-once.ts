export interface LoadedOnce<T> {
  /** The value once it has loaded, else null. */
  loaded(): T | null;
  load(): Promise<T>;
}

/**
 * A value behind a dynamic import, loaded on the first call and kept: `loaded()` answers it once there (else null), and
 * a failed load is tried again on the next call of `load()`.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load(): Promise<T> {
      if (!loading) {
        loading = load().then((value) => (loaded = value));
        loading.catch(() => {
          loading = null;
        });
      }
      return loading;
    },
  };
}
