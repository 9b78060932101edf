import { spawn } from 'node:child_process';

interface RunOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Holds the output back until the command ends, then prints it under `title`: for commands run side by side. */
  quietly: boolean;
  title: string;
}

/** Runs a command to its end and answers its exit status (1 when it could not start). */
export function runCommand([command, ...args]: string[], options: RunOptions): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command as string, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: options.quietly ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${command} could not start: ${error.message}\n`));
    });
    child.on('close', (status) => {
      if (options.quietly) process.stdout.write(`\n━━ ${options.title} (done) ━━\n${Buffer.concat(output).toString()}`);
      resolve(status ?? 1);
    });
  });
}
