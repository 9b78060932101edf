export function mount() {
  throw new Error('This module breaks as it mounts.');
}
