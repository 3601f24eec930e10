// Runs before the app's modules. When one of them does not arrive (a
// connection dropped on the way, or the service worker gave up on it), the
// module script fires 'error', nothing ever runs, and the splash would stay
// for good: the page is loaded again, a few times with growing pauses, and
// the count starts afresh once a load gets through. Plain script, no module:
// it must run when modules do not.
(function () {
  var KEY = 'velas:boot-retries';
  var MOST = 3;
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
  addEventListener(
    'error',
    function (event) {
      var script = event.target;
      if (!(script instanceof HTMLScriptElement) || script.type !== 'module') return;
      failed = true;
      var done = readCount();
      if (done >= MOST) return;
      writeCount(done + 1);
      setTimeout(
        function () {
          location.reload();
        },
        1000 * Math.pow(2, done),
      );
    },
    true,
  );
  addEventListener('load', function () {
    if (!failed) writeCount(0);
  });
})();
