import { readdirSync, readFileSync } from 'node:fs';

/** The README's list of provider states sits between these markers; `npm run contracts:write` rewrites it. */
export const STATES_START =
  '<!-- provider-states:start (generated from contracts/pacts by npm run contracts:write) -->';
export const STATES_END = '<!-- provider-states:end -->';

interface ProviderState {
  name: string;
  params?: Record<string, unknown>;
}

interface Interaction {
  providerStates?: ProviderState[];
  request: { generators?: unknown };
}

interface PactFile {
  provider: { name: string };
  interactions: Interaction[];
}

interface StateUse {
  providers: Set<string>;
  params: Map<string, Set<string>>;
  values: Set<string>;
  interactions: number;
}

/** The `${name}` values a request takes from its provider states. */
function injectedValues(generators: unknown, into: Set<string>): void {
  if (generators === null || typeof generators !== 'object') return;
  for (const [key, value] of Object.entries(generators)) {
    if (key === 'expression' && typeof value === 'string') {
      for (const match of value.matchAll(/\$\{(\w+)\}/g)) into.add(match[1]!);
    } else {
      injectedValues(value, into);
    }
  }
}

function statesOf(pactDir: string): Map<string, StateUse> {
  const states = new Map<string, StateUse>();
  const files = readdirSync(pactDir).filter((name) => name.endsWith('.json'));
  for (const file of files.sort()) {
    const pact = JSON.parse(readFileSync(`${pactDir}/${file}`, 'utf8')) as PactFile;
    for (const interaction of pact.interactions) {
      for (const state of interaction.providerStates ?? []) {
        const use = states.get(state.name) ?? {
          providers: new Set(),
          params: new Map(),
          values: new Set(),
          interactions: 0,
        };
        use.providers.add(pact.provider.name);
        use.interactions += 1;
        for (const [param, example] of Object.entries(state.params ?? {})) {
          use.params.set(param, (use.params.get(param) ?? new Set()).add(JSON.stringify(example)));
        }
        injectedValues(interaction.request.generators, use.values);
        states.set(state.name, use);
      }
    }
  }
  return states;
}

const code = (text: string) => `\`${text}\``;
const listed = (items: Iterable<string>) => [...items].sort().join(', ') || 'none';

/** One line per provider state the pacts name: its parameters (with examples), the values it answers, who uses it. */
export function providerStatesList(pactDir: string): string {
  const states = [...statesOf(pactDir)].sort(([a], [b]) => a.localeCompare(b));
  return states
    .map(([name, use]) => {
      const params = [...use.params].map(
        ([param, examples]) => `${code(param)} (${[...examples].sort().map(code).join(' or ')})`,
      );
      return (
        `- **${name}**. Parameters: ${listed(params)}. Answers: ${listed([...use.values].map(code))}. ` +
        `Used by ${listed(use.providers)} (${use.interactions} interaction${use.interactions === 1 ? '' : 's'}).`
      );
    })
    .join('\n');
}

/** The README with its generated list replaced by the one the pacts give. */
export function withProviderStates(readme: string, pactDir: string): string {
  const start = readme.indexOf(STATES_START);
  const end = readme.indexOf(STATES_END);
  if (start < 0 || end < start) throw new Error(`The README has no ${STATES_START} … ${STATES_END} section.`);
  return `${readme.slice(0, start + STATES_START.length)}\n\n${providerStatesList(pactDir)}\n\n${readme.slice(end)}`;
}
