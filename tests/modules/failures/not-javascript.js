export function mount(container, host) {
  this is not JavaScript {
}
