export class FailingStreak {
  #since: number | null = null;

  constructor(private readonly clock: () => number) {}

  /** An answer ends the streak; a failure starts one, unless one is running. */
  saw(answered: boolean): void {
    if (answered) this.#since = null;
    else this.#since ??= this.clock();
  }

  /** 0 while the module answers. */
  seconds(): number {
    return this.#since === null ? 0 : Math.max(0, (this.clock() - this.#since) / 1000);
  }
}
