export { contextSwitched } from './model/context-switch';
export { ContextSwitcher } from './ui/context-switcher';
export { CurrentContextSummary } from './ui/current-context-summary';
export { SwitchPrompt } from './ui/switch-prompt';
export { TenantSwitcher } from './ui/tenant-switcher';
