import { stdin, stdout } from 'node:process';

/**
 * Reads a password from the terminal without echoing it (the CLI's hidden prompt). Refuses when stdin
 * is not a terminal: scripts pass ADMIN_PASSWORD instead.
 */
export function promptPassword(question: string): Promise<string> {
  if (!stdin.isTTY) return Promise.reject(new Error('no terminal to ask for the password: set ADMIN_PASSWORD'));
  return new Promise((resolve, reject) => {
    let value = '';
    stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });
}
