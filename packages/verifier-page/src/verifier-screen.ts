// A tela do verificador offline: lê o formulário, roda o núcleo (verifier-core.ts,
// o outro script da página, em `globalThis.VelasVerifier`) em Workers e mostra a
// tabela e uma frase com o veredito. Só tipos vêm do núcleo: cada script da página
// é um texto inteiro, sem import.
import type {
  Walk,
  CheckedList,
  ParsedList,
  WalkOptions,
  ListOptions,
  WorkerRequest,
  WorkerReply,
  Verifier,
} from './verifier-core.js';

/** Uma linha da tabela: uma rodada da lista conferida ou do caminho. */
interface Row {
  id?: number | null;
  offset?: number;
  hash: string;
  odd?: number;
  crash: number;
  crashMatches?: boolean;
  linkMatches?: boolean | null;
}

function element<T extends HTMLElement>(id: string, kind: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof kind)) throw new Error(`A página não tem o elemento #${id}.`);
  return found;
}

function core(): Verifier {
  const verifier = globalThis.VelasVerifier;
  if (verifier === undefined) throw new Error('O núcleo do verificador não carregou.');
  return verifier;
}

// Linhas mostradas na tabela: as divergentes sempre, das outras só as primeiras.
const TABLE_ROWS = 1000;
const form = element('formulario', HTMLFormElement);
const summary = element('resumo', HTMLParagraphElement);
const note = element('nota', HTMLParagraphElement);
const progressBar = element('progresso', HTMLProgressElement);
const stopButton = element('parar', HTMLButtonElement);
const table = element('tabela', HTMLTableElement);
const tableBody = table.tBodies[0] ?? table.createTBody();
let currentJob: { stop: () => void } | null = null;

function formatOdd(value: number): string {
  return value.toFixed(2).replace('.', ',') + 'x';
}

function formatCount(value: number): string {
  return value.toLocaleString('pt-BR');
}

function cell(row: HTMLTableRowElement, text: string, className?: string): void {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  row.appendChild(td);
}

function showProgress(done: number, total: number): void {
  progressBar.hidden = false;
  progressBar.max = Math.max(1, total);
  progressBar.value = done;
  summary.className = '';
  summary.textContent = `Verificando… ${formatCount(done)} de ${formatCount(total)} rodada(s).`;
}

function newWorker(): Worker | null {
  const source = element('nucleo-verificador', HTMLScriptElement).textContent;
  try {
    return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
  } catch {
    return null;
  }
}

// Um pedido num Worker: responde progresso (`done`) e, no fim, o resultado.
function inWorker<R extends CheckedList | Walk>(
  worker: Worker,
  request: WorkerRequest,
  onProgress: (done: number) => void,
): Promise<R> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const m = event.data;
      if (m.kind === 'progress') {
        onProgress(m.done);
        return;
      }
      worker.terminate();
      if (m.kind === 'result') resolve(m.result as R);
      else reject(new Error(m.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'O verificador parou com um erro.'));
    };
    worker.postMessage(request);
  });
}

// Uma lista longa é dividida em partes, uma por núcleo do aparelho, conferidas ao
// mesmo tempo: cada parte confere também o elo da sua primeira rodada com a última
// da parte anterior (a junção), e só a última segue até o código final.
async function inParts(options: ListOptions, workers: Worker[]): Promise<CheckedList> {
  const list = options.rounds;
  const parts = workers.length;
  const donePerPart = workers.map(() => 0);
  const checkedParts = await Promise.all(
    workers.map((worker, k) => {
      const start = Math.floor((list.length * k) / parts);
      const end = Math.floor((list.length * (k + 1)) / parts);
      const last = k === parts - 1;
      const part: ListOptions = {
        rounds: list.slice(start, end),
        salt: options.salt,
        next: start === 0 ? undefined : list[start - 1]?.hash,
        terminating: last ? options.terminating : undefined,
        count: options.count,
      };
      return inWorker<CheckedList>(worker, { kind: 'list', options: part }, (done) => {
        donePerPart[k] = done;
        showProgress(
          donePerPart.reduce((a, b) => a + b, 0),
          list.length,
        );
      });
    }),
  );
  const rounds = checkedParts.flatMap((c) => c.rounds);
  const last = checkedParts.at(-1);
  const linksWhole = rounds.every((r) => r.linkMatches !== false);
  return {
    rounds,
    reachedTerminating: (last?.reachedTerminating ?? false) && linksWhole,
    beyondList: last?.beyondList ?? 0,
  };
}

// Roda em Workers (a tela não trava; uma lista, em um por núcleo); sem Worker, na
// própria página, que só cede entre os lotes de contas.
function run(request: WorkerRequest): Promise<CheckedList | Walk> {
  const cores = Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1));
  const parts = request.kind === 'list' ? Math.min(cores, request.options.rounds.length) : 1;
  const workers: Worker[] = [];
  for (let k = 0; k < parts; k += 1) {
    const worker = newWorker();
    if (worker === null) break;
    workers.push(worker);
  }
  if (workers.length < parts) {
    workers.forEach((t) => {
      t.terminate();
    });
    let interrupted = false;
    currentJob = {
      stop: () => {
        interrupted = true;
      },
    };
    request.options.onProgress = showProgress;
    request.options.shouldStop = () => interrupted;
    return request.kind === 'list'
      ? core().checkList(request.options)
      : core().walk(request.options);
  }
  return new Promise((resolve, reject) => {
    currentJob = {
      stop: () => {
        workers.forEach((t) => {
          t.terminate();
        });
        reject(new Error('Verificação interrompida.'));
      },
    };
    const count = request.options.count;
    const job =
      request.kind === 'list'
        ? inParts(request.options, workers)
        : inWorker<Walk>(workers[0] as Worker, request, (done) => {
            showProgress(done, count);
          });
    job.then(resolve, (error: unknown) => {
      workers.forEach((t) => {
        t.terminate();
      });
      reject(error instanceof Error ? error : new Error(String(error)));
    });
  });
}

async function checkList(options: ListOptions): Promise<CheckedList> {
  return (await run({ kind: 'list', options })) as CheckedList;
}

async function walk(options: WalkOptions): Promise<Walk> {
  return (await run({ kind: 'walk', options })) as Walk;
}

function linkText(link: boolean | null | undefined): string {
  if (link === null || link === undefined) return '—';
  return link ? 'confere' : 'quebrado';
}

function showTable(rows: Row[]): number {
  tableBody.replaceChildren();
  let shown = 0;
  let divergent = 0;
  rows.forEach((l, i) => {
    const bad = l.crashMatches === false || l.linkMatches === false;
    if (bad) divergent += 1;
    if (!bad && i >= TABLE_ROWS) return;
    shown += 1;
    const tr = document.createElement('tr');
    if (bad) tr.className = 'divergente';
    cell(tr, l.id === null || l.id === undefined ? String(l.offset) : String(l.id));
    cell(tr, l.hash, 'hash');
    cell(tr, l.odd === undefined ? '—' : formatOdd(l.odd));
    cell(tr, formatOdd(l.crash), l.crashMatches === false ? 'ruim' : '');
    cell(tr, linkText(l.linkMatches), l.linkMatches === false ? 'ruim' : l.linkMatches ? 'ok' : '');
    tableBody.appendChild(tr);
  });
  table.hidden = false;
  note.textContent =
    shown < rows.length
      ? `A tabela mostra ${formatCount(shown)} de ${formatCount(rows.length)} rodadas: as ${formatCount(TABLE_ROWS)} mais recentes e todas as divergentes.`
      : '';
  return divergent;
}

// Uma frase: o que foi conferido, e o veredito.
function showList(checked: CheckedList, list: ParsedList, terminating: string | undefined): void {
  const rows = checked.rounds;
  const divergent = showTable(rows);
  const range = list.orderedById
    ? ` (ids ${String(rows.at(-1)?.id)} a ${String(rows[0]?.id)})`
    : '';
  let text =
    `${rows.length} rodada(s) verificada(s)${range}, conferindo a vela de cada uma com o seu código e o elo de cada código com a rodada seguinte: ` +
    (divergent ? `${divergent} rodada(s) divergente(s), em vermelho` : 'nenhuma divergência');
  if (terminating !== undefined)
    text += checked.reachedTerminating
      ? '; a cadeia chega ao código final publicado' +
        (checked.beyondList ? ` depois de mais ${checked.beyondList} rodada(s) além da lista` : '')
      : '; a cadeia NÃO chega ao código final publicado';
  if (list.withoutHash)
    text += `; ${list.withoutHash} rodada(s) de feed, sem cadeia publicada, ficaram de fora`;
  summary.textContent = text + '.';
  summary.className =
    divergent || (terminating !== undefined && !checked.reachedTerminating) ? 'ruim' : 'ok';
}

function showWalk(walked: Walk, terminating: string | undefined): void {
  showTable(walked.rounds);
  let text = `${walked.rounds.length} rodada(s) verificada(s) a partir do código informado, calculando a vela de cada uma e o código da anterior`;
  if (terminating !== undefined)
    text += walked.reachedTerminating
      ? '; a cadeia chega ao código final publicado'
      : '; a cadeia NÃO chega ao código final publicado';
  summary.textContent = text + '.';
  summary.className = terminating !== undefined && !walked.reachedTerminating ? 'ruim' : 'ok';
}

const fileInput = element('arquivo', HTMLInputElement);
fileInput.addEventListener('change', () => {
  void (async () => {
    const file = fileInput.files?.[0];
    element('nome-arquivo', HTMLSpanElement).textContent = file
      ? file.name
      : 'Nenhum arquivo escolhido';
    if (file) element('lista', HTMLTextAreaElement).value = await file.text();
  })();
});

stopButton.addEventListener('click', () => {
  currentJob?.stop();
});

async function verify(): Promise<void> {
  const verifier = core();
  const data = new FormData(form);
  const field = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const count = Number(field('quantidade'));
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error('A quantidade é um número inteiro a partir de 1.');
  const listText = field('lista').trim();
  const salt = field('salt');
  const terminating = field('final').trim() || undefined;
  if (terminating !== undefined && !verifier.isHash(terminating))
    throw new Error('O código final tem 64 caracteres, só números e letras de a a f minúsculas.');
  note.textContent = '';
  table.hidden = true;
  stopButton.hidden = false;
  showProgress(0, listText ? 1 : count);
  if (listText) {
    const list = verifier.parseList(listText);
    const listSalt = salt || list.salt;
    if (!listSalt) throw new Error('Informe o código da casa (salt).');
    const listTerminating = terminating ?? list.terminating;
    const checked = await checkList({
      rounds: list.rounds,
      salt: listSalt,
      terminating: listTerminating,
      count,
    });
    showList(checked, list, listTerminating);
  } else {
    const hash = field('hash').trim();
    if (!verifier.isHash(hash))
      throw new Error(
        'O código da rodada tem 64 caracteres, só números e letras de a a f minúsculas.',
      );
    if (!salt) throw new Error('Informe o código da casa (salt).');
    const walked = await walk({ hash, salt, count, terminating });
    showWalk(walked, terminating);
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void verify()
    .catch((error: unknown) => {
      table.hidden = true;
      summary.className = 'ruim';
      summary.textContent = error instanceof Error ? error.message : String(error);
    })
    .finally(() => {
      currentJob = null;
      stopButton.hidden = true;
      progressBar.hidden = true;
    });
});
