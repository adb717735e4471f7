import { Injectable } from '@nestjs/common';

/**
 * Whether this instance wants new traffic. Shutdown turns it off first, so /readyz answers 503 and a load
 * balancer drains the instance while it still finishes what it has (docs/product.md#24-operations).
 */
@Injectable()
export class Readiness {
  private draining = false;

  /** From now on /readyz answers 503; there is no way back, the process is on its way out. */
  drain(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
