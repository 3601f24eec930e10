// `pnpm --filter @velas/api run held -- <command>`. Exit 0 done, 1 usage,
// 2 unknown or decided (docs/operations/held-money.md#held-money).
import { operatorActor } from '#/audit/audit-actor.js';
import { openDatabase } from '#/db/open-database.js';
import { DomainError } from '#/domain-errors.js';
import { loadConfig } from '#/env.js';
import { heldMoneyText } from '#/oversight/held-money-text.js';
import { listHeldMoney, settleHeldWin, settleHeldWithdrawal } from '#/oversight/money-review.js';

const USAGE =
  'Uso: held list [--json] | held release|return withdrawal|win <id> --by <quem decide>';

function reviewerName(args: readonly string[]): string | null {
  const index = args.indexOf('--by');
  const name = index === -1 ? undefined : args[index + 1];
  return name === undefined || name.trim() === '' ? null : name.trim();
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, target, idText, ...rest] = argv;
  const config = loadConfig();
  if (command === 'list') {
    const db = await openDatabase(config);
    try {
      const held = await listHeldMoney(db);
      const json = argv.includes('--json');
      process.stdout.write(`${json ? JSON.stringify(held, null, 2) : heldMoneyText(held)}\n`);
      return 0;
    } finally {
      await db.close();
    }
  }
  const id = Number(idText);
  const by = reviewerName(rest);
  if (
    (command !== 'release' && command !== 'return') ||
    (target !== 'withdrawal' && target !== 'win') ||
    !Number.isInteger(id) ||
    id <= 0 ||
    by === null
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const db = await openDatabase(config);
  try {
    const reviewer = { actor: operatorActor(by), now: Date.now() };
    await db.transaction(async (tx) => {
      if (target === 'withdrawal') await settleHeldWithdrawal(tx, id, command, reviewer);
      else await settleHeldWin(tx, id, command, reviewer);
    });
    process.stdout.write(
      command === 'release' && target === 'withdrawal'
        ? 'Liberado: o pagamento sai na próxima tentativa de envio da api (até 30 s).\n'
        : 'Feito.\n',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2).filter((arg) => arg !== '--'));
