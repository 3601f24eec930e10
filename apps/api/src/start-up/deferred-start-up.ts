export type DeferredState = 'pending' | 'done' | 'failed';

export class DeferredStartUp {
  private readonly tasks: { name: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;
  private current: DeferredState = 'pending';

  get state(): DeferredState {
    return this.current;
  }

  /** Adds a task; refused once the tasks have begun. */
  add(name: string, run: () => Promise<void>): void {
    if (this.running !== undefined) throw new Error(`start-up task added too late: ${name}`);
    this.tasks.push({ name, run });
  }

  /**
   * Runs the tasks in order, the first call only; later calls share its
   * result. Rejects with the first failure, naming its task; the tasks after
   * it do not run.
   */
  run(): Promise<void> {
    this.running ??= this.runAll();
    return this.running;
  }

  private async runAll(): Promise<void> {
    try {
      for (const task of this.tasks) {
        try {
          await task.run();
        } catch (error) {
          throw new Error(`start-up task failed: ${task.name}`, { cause: error });
        }
      }
      this.current = 'done';
    } catch (error) {
      this.current = 'failed';
      throw error;
    }
  }
}
