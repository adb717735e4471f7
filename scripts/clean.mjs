// Removes the previous build so stale hashed assets never linger in dist/.
import { rmSync } from 'node:fs';
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
