// The first step lasts from the process's own start, so loading the modules counts too.

export interface StartUpStep {
  step: string;
  ms: number;
}

export class StartUpSteps {
  private readonly recorded: StartUpStep[] = [];
  private last: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.last = now();
  }

  /** Starts counting from the process's start (performance's time origin). */
  static sinceProcessStart(): StartUpSteps {
    const steps = new StartUpSteps();
    steps.last = 0;
    return steps;
  }

  /** Ends the step under way, naming it. */
  done(step: string): void {
    const now = this.now();
    this.recorded.push({ step, ms: Math.round(now - this.last) });
    this.last = now;
  }

  list(): StartUpStep[] {
    return [...this.recorded];
  }
}
