// KYC sandbox widget: document and selfie steps, then the tester picks the
// outcome. Images stay on the device (only previewed); the result is posted to
// the KYC service and announced to the parent window (the app).
(function () {
  'use strict';
  var body = document.body;
  var sessionId = body.dataset.session;
  var resultUrl = body.dataset.resultUrl;
  var parentOrigin = body.dataset.parentOrigin;
  var steps =
    body.dataset.flow === 'kyc-faceindex' ? ['selfie', 'result'] : ['document', 'selfie', 'result'];
  var errorBox = document.getElementById('error');

  function show(name) {
    document.querySelectorAll('section[data-step]').forEach(function (section) {
      section.hidden = section.dataset.step !== name;
    });
    var index = steps.indexOf(name);
    var counter = document.querySelector('section[data-step="' + name + '"] .counter');
    if (counter && index >= 0) counter.textContent = 'Passo ' + (index + 1) + ' de ' + steps.length;
  }

  function next(current) {
    var index = steps.indexOf(current);
    show(steps[index + 1] || 'done');
  }

  ['document', 'selfie'].forEach(function (name) {
    var input = document.getElementById(name + '-file');
    var button = document.getElementById(name + '-next');
    var sample = document.getElementById(name + '-sample');
    var preview = document.getElementById(name + '-preview');
    var fileName = document.getElementById(name + '-file-name');
    input.addEventListener('change', function () {
      var file = input.files && input.files[0];
      button.disabled = !file;
      if (file) {
        fileName.textContent = 'Foto escolhida: ' + file.name;
        preview.src = URL.createObjectURL(file);
        preview.hidden = false;
      }
    });
    sample.addEventListener('click', function () {
      next(name);
    });
    button.addEventListener('click', function () {
      next(name);
    });
  });

  document.querySelectorAll('button[data-result]').forEach(function (button) {
    button.addEventListener('click', function () {
      var chosen = button.dataset.result;
      var person = button.dataset.person || 'account';
      errorBox.hidden = true;
      document.querySelectorAll('button[data-result]').forEach(function (other) {
        other.disabled = true;
      });
      fetch(resultUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result: chosen, person: person }),
      })
        .then(function (response) {
          return response.json().then(function (payload) {
            if (!response.ok) throw new Error(payload.message || 'Erro ao enviar o resultado.');
            // The api's verdict: an approval of another CPF or of a minor is a rejection.
            return payload.result;
          });
        })
        .then(function (result) {
          document.getElementById('done-title').textContent =
            result === 'approved' ? 'Verificação aprovada' : 'Verificação reprovada';
          show('done');
          if (window.parent !== window) {
            window.parent.postMessage(
              { type: 'kyc-result', sessionId: sessionId, result: result },
              parentOrigin,
            );
          }
        })
        .catch(function (error) {
          errorBox.textContent = error.message;
          errorBox.hidden = false;
          document.querySelectorAll('button[data-result]').forEach(function (other) {
            other.disabled = false;
          });
        });
    });
  });

  show(steps[0]);
})();
