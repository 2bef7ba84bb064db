/* Hexkeeper players' page: between game nights (after players-panels.js, before players.js).
 *
 * The player's requests to the GM with their status, and the small forms that make new ones: spend
 * experience (the rules' offers for one character) and a note. Every request goes to the server, which checks
 * it by the rules at once; the answer (or the rules' reason why not) shows next to the form in the server's
 * words. Learning, brewing and the other downtime work, with their live previews, are in players-plans.js; the
 * new-character builder is in players-builder.js.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, el, clear, fillSelect, str, arr, show } = P;

  // What this part keeps between snapshots: the rules' lists (asked once per connection) and the offers shown.
  const between = {
    rules: null,                      // {system, entries} from the "rules" message
    offersKey: '',                    // the character and sheet the offers on screen belong to
    offers: null,                     // the last "offers" answer
  };
  P.between = between;

  // --- Requests --------------------------------------------------------------------------------------

  const STATUS_WORDS = { pending: 'waitingGm', accepted: 'accepted', refused: 'refused' };

  function renderRequests(snap) {
    const list = $('requests');
    clear(list);
    const requests = arr(snap.requests);
    for (const r of requests) {
      const status = STATUS_WORDS[r.status] ? r.status : 'pending';
      const item = el('li', 'request is-' + status);
      item.dataset.request = str(r.id);
      item.dataset.status = status;
      const head = el('div', 'request-head');
      head.append(el('span', 'request-text', r.text), el('span', 'pill pill-' + status, label(STATUS_WORDS[status])));
      item.append(head);
      if (r.date) item.append(el('p', 'request-date muted', r.date));
      if (status === 'refused' && r.reason) item.append(el('p', 'request-reason', r.reason));
      list.append(item);
    }
    show($('no-requests'), requests.length === 0);
  }

  // --- Which character: one choice for level up, learning, brewing and notes ------------------------

  function sheets() {
    return ui.snapshot ? arr(ui.snapshot.sheets) : [];
  }

  function chosenSheet() {
    const id = $('between-character').value;
    return sheets().find((s) => str(s.id) === id) || sheets()[0] || null;
  }

  function renderCharacters() {
    const select = $('between-character');
    const items = sheets().map((s) => [str(s.id), str(s.name)]);
    fillSelect(select, items);
    const none = items.length === 0;
    for (const id of ['levelup', 'learn-form', 'brew-form', 'item-form', 'research-form', 'market-form', 'note-form']) show($(id), !none);
  }

  // --- Level up --------------------------------------------------------------------------------------
  // The offers are asked again whenever the chosen character's sheet changes (EP given or spent, an
  // attribute raised, a step undone), so the costs on screen are never stale.

  function refreshOffers(force) {
    const sheet = chosenSheet();
    if (!sheet) return;
    const key = JSON.stringify([sheet.id, sheet.experience, sheet.st, sheet.dx, sheet.iq, sheet.spells, sheet.talents]);
    $('levelup-ep').textContent = str(sheet.name) + ': ' + str(sheet.experience) + ' ' + label('epUnspent');
    if (!force && key === between.offersKey) return;
    if (!ui.socket || ui.socket.readyState !== WebSocket.OPEN) return;
    between.offersKey = key;
    P.send({ type: 'offers', character: sheet.id }, null, (msg) => {
      if (msg.type === 'error') {
        between.offersKey = '';       // ask again with the next snapshot
        P.setReply($('offers-reply'), str(msg.message), true);
        return;
      }
      between.offers = msg;
      renderOffers();
    });
  }

  function renderOffers() {
    const list = $('offers');
    const sheet = chosenSheet();
    const answer = between.offers;
    if (!answer || !sheet || str(answer.character) !== str(sheet.id)) return;
    // Each row keeps its reply across a redraw of the same offer, so the GM's answer stays readable.
    const replies = new Map();
    for (const row of list.querySelectorAll('.offer')) replies.set(row.dataset.buy, row.querySelector('.reply'));
    clear(list);
    for (const o of arr(answer.offers)) {
      const row = el('li', 'offer');
      row.dataset.buy = str(o.buy);
      const blocked = o.blocked !== undefined;
      const main = el('div', 'offer-main');
      main.append(el('span', 'offer-what', o.what));
      if (!blocked) main.append(el('span', 'offer-cost', str(o.cost) + ' ' + label('ep')));
      const button = el('button', 'small-button offer-ask', label('ask'));
      button.type = 'button';
      button.disabled = blocked || o.affordable !== true;
      main.append(button);
      row.append(main);
      if (blocked) row.append(el('p', 'offer-why', o.blocked));
      const reply = replies.get(str(o.buy)) || el('output', 'reply');
      row.append(reply);
      button.addEventListener('click', () => askOffer(sheet, o, reply));
      list.append(row);
    }
  }

  function askOffer(sheet, offer, reply) {
    const message = { type: 'request', kind: 'spend-xp', character: sheet.id };
    if (/^(st|dx|iq|ma)$/i.test(str(offer.buy))) message.attribute = str(offer.buy).toUpperCase();
    else message.purchase = str(offer.buy);
    P.send(message, reply);
  }

  // --- A note ----------------------------------------------------------------------------------------

  function askFor(kind, fields, output) {
    const sheet = chosenSheet();
    if (!sheet) return;
    P.send(Object.assign({ type: 'request', kind, character: sheet.id }, fields), output);
  }

  function submitNote(ev) {
    ev.preventDefault();
    askFor('notes', { text: $('note-text').value.trim() }, $('note-reply'));
  }

  // --- The rules' lists ---------------------------------------------------------------------------------

  function askRules() {
    if (between.rules) return;
    P.send({ type: 'rules' }, null, (msg) => {
      if (msg.type !== 'result') return;
      between.rules = { system: str(msg.system), entries: arr(msg.entries) };
      fillSpellNames();
      if (P.plansRules) P.plansRules(msg);
      if (P.builderRules) P.builderRules(between.rules);
    });
  }

  function fillSpellNames() {
    const list = $('spell-names');
    clear(list);
    const kinds = between.rules.system === 'ww' ? ['ww-spell'] : ['spell'];
    for (const e of between.rules.entries.filter((x) => kinds.includes(x.kind))) {
      const option = el('option');
      option.value = str(e.name);
      list.append(option);
    }
  }

  // ---------------------------------------------------------------------------------------------------

  function renderBetween(snap) {
    $('new-filter').placeholder = label('find');
    renderRequests(snap);
    renderCharacters();
    refreshOffers(false);
    renderOffers();
    if (P.renderPlans) P.renderPlans(snap);
  }

  function onConnected() {
    between.offersKey = '';
    askRules();
    refreshOffers(true);
    if (P.refreshPreviews) P.refreshPreviews();
  }

  function setupBetween() {
    $('between-character').addEventListener('change', () => {
      between.offers = null;
      clear($('offers'));
      refreshOffers(true);
    });
    if (P.setupPlans) P.setupPlans();
    $('note-form').addEventListener('submit', submitNote);
    $('print-sheet').addEventListener('click', () => window.print());
    if (P.setupBuilder) P.setupBuilder();
  }

  Object.assign(P, { renderBetween, setupBetween, onConnected });
})();
