// Runs before the app's modules. When one of them does not arrive (a
// connection dropped on the way, or the service worker gave up on it), the
// module script fires 'error', nothing ever runs, and the splash would stay
// for good: the page is loaded again, a few times with growing pauses, and
// the count starts afresh once a load gets through. A module that neither
// arrives nor fails (a request that stalls) leaves the splash up just as
// well, so a splash still there after a long wait counts as a failure too.
// Plain script, no module: it must run when modules do not.
(function () {
  var KEY = 'velas:boot-retries';
  var MOST = 3;
  var STALL_MS = 20000;
  var failed = false;
  function readCount() {
    try {
      return Number(sessionStorage.getItem(KEY)) || 0;
    } catch {
      // Storage refused (a private window): no count, so no retry.
      return MOST;
    }
  }
  function writeCount(count) {
    try {
      if (count === 0) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, String(count));
    } catch {
      // As above: nothing to keep.
    }
  }
  /** Loads the page again after `pause` ms, unless it has been tried enough. */
  function retry(pause) {
    var done = readCount();
    if (done >= MOST) return;
    writeCount(done + 1);
    setTimeout(function () {
      location.reload();
    }, pause(done));
  }
  addEventListener(
    'error',
    function (event) {
      var script = event.target;
      if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
      failed = true;
      retry(function (done) {
        return 1000 * Math.pow(2, done);
      });
    },
    true,
  );
  // The app replaces the splash (#root's first paint, index.html) when it
  // starts: only then has a load got through.
  function started() {
    return !document.querySelector('#root > .splash');
  }
  // The count starts afresh the moment the app starts. Waiting for the stall
  // check or the 'load' event was not enough: a player who moves on before
  // either leaves an old count behind, and the next stall then waits 40 or
  // 80 s for its reload instead of 20.
  var root = document.getElementById('root');
  if (root) {
    new MutationObserver(function (changes, observer) {
      if (!started()) return;
      observer.disconnect();
      if (!failed) writeCount(0);
    }).observe(root, { childList: true });
  }
  setTimeout(
    function () {
      if (failed) return;
      if (started()) {
        writeCount(0);
        return;
      }
      failed = true;
      retry(function () {
        return 0;
      });
    },
    STALL_MS * Math.pow(2, readCount()),
  );
})();
