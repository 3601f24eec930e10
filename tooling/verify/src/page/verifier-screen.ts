// A tela do verificador offline: lê o formulário, roda o núcleo (verifier-core.ts,
// o outro script da página, em `globalThis.VerificadorVelas`) em Workers e mostra a
// tabela e uma frase com o veredito. Só tipos vêm do núcleo: cada script da página
// é um texto inteiro, sem import.
import type {
  Caminho,
  ListaConferida,
  ListaLida,
  OpcoesCaminho,
  OpcoesLista,
  Pedido,
  Resposta,
  Verificador,
} from './verifier-core.js';

/** Uma linha da tabela: uma rodada da lista conferida ou do caminho. */
interface Linha {
  id?: number | null;
  deslocamento?: number;
  hash: string;
  odd?: number;
  crash: number;
  crashConfere?: boolean;
  eloConfere?: boolean | null;
}

function elemento<T extends HTMLElement>(id: string, tipo: new () => T): T {
  const achado = document.getElementById(id);
  if (!(achado instanceof tipo)) throw new Error(`A página não tem o elemento #${id}.`);
  return achado;
}

function nucleo(): Verificador {
  const V = globalThis.VerificadorVelas;
  if (V === undefined) throw new Error('O núcleo do verificador não carregou.');
  return V;
}

// Linhas mostradas na tabela: as divergentes sempre, das outras só as primeiras.
const LINHAS_NA_TABELA = 1000;
const formulario = elemento('formulario', HTMLFormElement);
const resumo = elemento('resumo', HTMLParagraphElement);
const nota = elemento('nota', HTMLParagraphElement);
const progresso = elemento('progresso', HTMLProgressElement);
const botaoParar = elemento('parar', HTMLButtonElement);
const tabela = elemento('tabela', HTMLTableElement);
const corpo = tabela.tBodies[0] ?? tabela.createTBody();
let trabalhoAtual: { parar: () => void } | null = null;

function odd(valor: number): string {
  return valor.toFixed(2).replace('.', ',') + 'x';
}

function numero(valor: number): string {
  return valor.toLocaleString('pt-BR');
}

function celula(linha: HTMLTableRowElement, texto: string, classe?: string): void {
  const td = document.createElement('td');
  td.textContent = texto;
  if (classe) td.className = classe;
  linha.appendChild(td);
}

function mostrarProgresso(feitas: number, total: number): void {
  progresso.hidden = false;
  progresso.max = Math.max(1, total);
  progresso.value = feitas;
  resumo.className = '';
  resumo.textContent = `Verificando… ${numero(feitas)} de ${numero(total)} rodada(s).`;
}

function novoTrabalhador(): Worker | null {
  const fonte = elemento('nucleo-verificador', HTMLScriptElement).textContent;
  try {
    return new Worker(URL.createObjectURL(new Blob([fonte], { type: 'text/javascript' })));
  } catch {
    return null;
  }
}

// Um pedido num Worker: responde progresso (feitas) e, no fim, o resultado.
function noTrabalhador<R extends ListaConferida | Caminho>(
  trabalhador: Worker,
  pedido: Pedido,
  aoProgredir: (feitas: number) => void,
): Promise<R> {
  return new Promise((resolver, rejeitar) => {
    trabalhador.onmessage = (evento: MessageEvent<Resposta>) => {
      const m = evento.data;
      if (m.tipo === 'progresso') {
        aoProgredir(m.feitas);
        return;
      }
      trabalhador.terminate();
      if (m.tipo === 'resultado') resolver(m.resultado as R);
      else rejeitar(new Error(m.mensagem));
    };
    trabalhador.onerror = (evento) => {
      trabalhador.terminate();
      rejeitar(new Error(evento.message || 'O verificador parou com um erro.'));
    };
    trabalhador.postMessage(pedido);
  });
}

// Uma lista longa é dividida em partes, uma por núcleo do aparelho, conferidas ao
// mesmo tempo: cada parte confere também o elo da sua primeira rodada com a última
// da parte anterior (a junção), e só a última segue até o código final.
async function emPartes(opcoes: OpcoesLista, trabalhadores: Worker[]): Promise<ListaConferida> {
  const lista = opcoes.rodadas;
  const partes = trabalhadores.length;
  const feitasPorParte = trabalhadores.map(() => 0);
  const conferidas = await Promise.all(
    trabalhadores.map((trabalhador, k) => {
      const inicio = Math.floor((lista.length * k) / partes);
      const fim = Math.floor((lista.length * (k + 1)) / partes);
      const ultima = k === partes - 1;
      const parte: OpcoesLista = {
        rodadas: lista.slice(inicio, fim),
        salt: opcoes.salt,
        seguinte: inicio === 0 ? undefined : lista[inicio - 1]?.hash,
        final: ultima ? opcoes.final : undefined,
        quantidade: opcoes.quantidade,
      };
      return noTrabalhador<ListaConferida>(
        trabalhador,
        { tipo: 'lista', opcoes: parte },
        (feitas) => {
          feitasPorParte[k] = feitas;
          mostrarProgresso(
            feitasPorParte.reduce((a, b) => a + b, 0),
            lista.length,
          );
        },
      );
    }),
  );
  const rodadas = conferidas.flatMap((c) => c.rodadas);
  const ultima = conferidas.at(-1);
  const elosInteiros = rodadas.every((r) => r.eloConfere !== false);
  return {
    rodadas,
    chegouAoFinal: (ultima?.chegouAoFinal ?? false) && elosInteiros,
    alemDaLista: ultima?.alemDaLista ?? 0,
  };
}

// Roda em Workers (a tela não trava; uma lista, em um por núcleo); sem Worker, na
// própria página, que só cede entre os lotes de contas.
function executar(pedido: Pedido): Promise<ListaConferida | Caminho> {
  const nucleos = Math.max(1, Math.min(8, navigator.hardwareConcurrency || 1));
  const partes = pedido.tipo === 'lista' ? Math.min(nucleos, pedido.opcoes.rodadas.length) : 1;
  const trabalhadores: Worker[] = [];
  for (let k = 0; k < partes; k += 1) {
    const trabalhador = novoTrabalhador();
    if (trabalhador === null) break;
    trabalhadores.push(trabalhador);
  }
  if (trabalhadores.length < partes) {
    trabalhadores.forEach((t) => {
      t.terminate();
    });
    let interrompido = false;
    trabalhoAtual = {
      parar: () => {
        interrompido = true;
      },
    };
    pedido.opcoes.aoProgredir = mostrarProgresso;
    pedido.opcoes.parar = () => interrompido;
    return pedido.tipo === 'lista'
      ? nucleo().conferirLista(pedido.opcoes)
      : nucleo().caminhar(pedido.opcoes);
  }
  return new Promise((resolver, rejeitar) => {
    trabalhoAtual = {
      parar: () => {
        trabalhadores.forEach((t) => {
          t.terminate();
        });
        rejeitar(new Error('Verificação interrompida.'));
      },
    };
    const quantidade = pedido.opcoes.quantidade;
    const trabalho =
      pedido.tipo === 'lista'
        ? emPartes(pedido.opcoes, trabalhadores)
        : noTrabalhador<Caminho>(trabalhadores[0] as Worker, pedido, (feitas) => {
            mostrarProgresso(feitas, quantidade);
          });
    trabalho.then(resolver, (erro: unknown) => {
      trabalhadores.forEach((t) => {
        t.terminate();
      });
      rejeitar(erro instanceof Error ? erro : new Error(String(erro)));
    });
  });
}

async function conferirLista(opcoes: OpcoesLista): Promise<ListaConferida> {
  return (await executar({ tipo: 'lista', opcoes })) as ListaConferida;
}

async function caminhar(opcoes: OpcoesCaminho): Promise<Caminho> {
  return (await executar({ tipo: 'caminho', opcoes })) as Caminho;
}

function textoDoElo(elo: boolean | null | undefined): string {
  if (elo === null || elo === undefined) return '—';
  return elo ? 'confere' : 'quebrado';
}

function mostrarTabela(linhas: Linha[]): number {
  corpo.replaceChildren();
  let mostradas = 0;
  let divergentes = 0;
  linhas.forEach((l, i) => {
    const ruim = l.crashConfere === false || l.eloConfere === false;
    if (ruim) divergentes += 1;
    if (!ruim && i >= LINHAS_NA_TABELA) return;
    mostradas += 1;
    const tr = document.createElement('tr');
    if (ruim) tr.className = 'divergente';
    celula(tr, l.id === null || l.id === undefined ? String(l.deslocamento) : String(l.id));
    celula(tr, l.hash, 'hash');
    celula(tr, l.odd === undefined ? '—' : odd(l.odd));
    celula(tr, odd(l.crash), l.crashConfere === false ? 'ruim' : '');
    celula(
      tr,
      textoDoElo(l.eloConfere),
      l.eloConfere === false ? 'ruim' : l.eloConfere ? 'ok' : '',
    );
    corpo.appendChild(tr);
  });
  tabela.hidden = false;
  nota.textContent =
    mostradas < linhas.length
      ? `A tabela mostra ${numero(mostradas)} de ${numero(linhas.length)} rodadas: as ${numero(LINHAS_NA_TABELA)} mais recentes e todas as divergentes.`
      : '';
  return divergentes;
}

// Uma frase: o que foi conferido, e o veredito.
function mostrarLista(
  conferido: ListaConferida,
  lista: ListaLida,
  final: string | undefined,
): void {
  const linhas = conferido.rodadas;
  const divergentes = mostrarTabela(linhas);
  const faixa = lista.ordenadaPorId
    ? ` (ids ${String(linhas.at(-1)?.id)} a ${String(linhas[0]?.id)})`
    : '';
  let texto =
    `${linhas.length} rodada(s) verificada(s)${faixa}, conferindo a vela de cada uma com o seu código e o elo de cada código com a rodada seguinte: ` +
    (divergentes ? `${divergentes} rodada(s) divergente(s), em vermelho` : 'nenhuma divergência');
  if (final !== undefined)
    texto += conferido.chegouAoFinal
      ? '; a cadeia chega ao código final publicado' +
        (conferido.alemDaLista
          ? ` depois de mais ${conferido.alemDaLista} rodada(s) além da lista`
          : '')
      : '; a cadeia NÃO chega ao código final publicado';
  if (lista.semHash)
    texto += `; ${lista.semHash} rodada(s) de feed, sem cadeia publicada, ficaram de fora`;
  resumo.textContent = texto + '.';
  resumo.className =
    divergentes || (final !== undefined && !conferido.chegouAoFinal) ? 'ruim' : 'ok';
}

function mostrarCaminho(caminho: Caminho, final: string | undefined): void {
  mostrarTabela(caminho.rodadas);
  let texto = `${caminho.rodadas.length} rodada(s) verificada(s) a partir do código informado, calculando a vela de cada uma e o código da anterior`;
  if (final !== undefined)
    texto += caminho.chegouAoFinal
      ? '; a cadeia chega ao código final publicado'
      : '; a cadeia NÃO chega ao código final publicado';
  resumo.textContent = texto + '.';
  resumo.className = final !== undefined && !caminho.chegouAoFinal ? 'ruim' : 'ok';
}

const campoArquivo = elemento('arquivo', HTMLInputElement);
campoArquivo.addEventListener('change', () => {
  void (async () => {
    const arquivo = campoArquivo.files?.[0];
    elemento('nome-arquivo', HTMLSpanElement).textContent = arquivo
      ? arquivo.name
      : 'Nenhum arquivo escolhido';
    if (arquivo) elemento('lista', HTMLTextAreaElement).value = await arquivo.text();
  })();
});

botaoParar.addEventListener('click', () => {
  trabalhoAtual?.parar();
});

async function verificar(): Promise<void> {
  const V = nucleo();
  const dados = new FormData(formulario);
  const campo = (nome: string) => {
    const valor = dados.get(nome);
    return typeof valor === 'string' ? valor : '';
  };
  const quantidade = Number(campo('quantidade'));
  if (!Number.isSafeInteger(quantidade) || quantidade < 1)
    throw new Error('A quantidade é um número inteiro a partir de 1.');
  const textoLista = campo('lista').trim();
  const salt = campo('salt');
  const final = campo('final').trim() || undefined;
  if (final !== undefined && !V.ehHash(final))
    throw new Error('O código final tem 64 caracteres, só números e letras de a a f minúsculas.');
  nota.textContent = '';
  tabela.hidden = true;
  botaoParar.hidden = false;
  mostrarProgresso(0, textoLista ? 1 : quantidade);
  if (textoLista) {
    const lista = V.lerLista(textoLista);
    const saltLista = salt || lista.salt;
    if (!saltLista) throw new Error('Informe o código da casa (salt).');
    const finalLista = final ?? lista.final;
    const conferido = await conferirLista({
      rodadas: lista.rodadas,
      salt: saltLista,
      final: finalLista,
      quantidade,
    });
    mostrarLista(conferido, lista, finalLista);
  } else {
    const hash = campo('hash').trim();
    if (!V.ehHash(hash))
      throw new Error(
        'O código da rodada tem 64 caracteres, só números e letras de a a f minúsculas.',
      );
    if (!salt) throw new Error('Informe o código da casa (salt).');
    const caminho = await caminhar({ hash, salt, quantidade, final });
    mostrarCaminho(caminho, final);
  }
}

formulario.addEventListener('submit', (evento) => {
  evento.preventDefault();
  void verificar()
    .catch((erro: unknown) => {
      tabela.hidden = true;
      resumo.className = 'ruim';
      resumo.textContent = erro instanceof Error ? erro.message : String(erro);
    })
    .finally(() => {
      trabalhoAtual = null;
      botaoParar.hidden = true;
      progresso.hidden = true;
    });
});
