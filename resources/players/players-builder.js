/* Hexkeeper players' page: the new-character builder (after players-between.js, before players.js).
 *
 * Name, race, type, ST/DX/IQ and the spells (The Fantasy Trip) or skills (Wizard's World) from the rules'
 * lists. Each change asks the server to check the character (debounced: the link may send only a few messages
 * a second); the rules' problems show next to their fields, and "Send to the GM" works only for a character
 * the rules call legal, as it stands on screen.
 */
(function () {
  'use strict';

  const P = window.HexkeeperPage;
  const { ui, $, label, el, clear, fillSelect, str, arr, show } = P;

  const CHECK_DELAY_MS = 600;
  const ATTRIBUTES = ['st', 'dx', 'iq'];

  const builder = {
    rules: null,
    chosen: new Set(),                // ids of the picked spells or skills
    timer: 0,
    checked: '',                      // the character (as JSON) the last answer is about
    asked: '',                        // the character (as JSON) last sent to be checked
    legal: false,
    touched: false,                   // the player has typed or picked something: problems may show
  };

  function listKind() {
    if (!builder.rules) return '';
    if (builder.rules.system === 'ww') return 'skill';
    return $('new-type').value === 'wizard' ? 'spell' : '';
  }

  function entries(kind) {
    return builder.rules ? builder.rules.entries.filter((e) => e.kind === kind) : [];
  }

  // The character as Hexkeeper's exchange format has it (rules/characters/Character.cpp).
  function built() {
    const c = {
      format: 1,
      name: $('new-name').value.trim(),
      system: builder.rules && builder.rules.system === 'ww' ? 'ww' : 'tft',
      race: $('new-race').value,
      type: $('new-type').value,
    };
    for (const key of ATTRIBUTES) c[key] = Number($('new-' + key).value) || 0;
    const kind = listKind();
    const ids = entries(kind).map((e) => str(e.id)).filter((id) => builder.chosen.has(id));
    c.spells = kind === 'spell' ? ids : [];
    c.skills = kind === 'skill' ? ids : [];
    c.talentsAndLanguages = 0;
    return c;
  }

  // --- The rules' lists arrive: races, types, the pick list ---------------------------------------------

  function builderRules(rules) {
    builder.rules = rules;
    const races = entries('race');
    fillSelect($('new-race'), races.map((r) => [str(r.id), str(r.name)]));
    const types = rules.system === 'ww' ? ['warrior', 'wizard'] : ['hero', 'wizard'];
    fillSelect($('new-type'), types.map((t) => [t, label(t)]));
    nameTheSystem(rules.system === 'ww', races.length > 0);
    startFromRace();
    renderList();
    changed();
  }


  // Warrior & Wizard calls the attributes STR, DEX and INT and has no races to choose: the form says so.
  function nameTheSystem(ww, hasRaces) {
    const names = ww ? { st: 'wwSt', dx: 'wwDx', iq: 'wwIq' } : { st: 'st', dx: 'dx', iq: 'iq' };
    for (const key of ATTRIBUTES) {
      const node = document.querySelector('[data-field=' + key + '] .field-label');
      node.dataset.label = names[key];
      node.textContent = label(names[key]);
    }
    builder.pointsLabel = ww ? 'pointsUsedWw' : 'pointsUsed';
    show(document.querySelector('#new-form [data-field=race]'), hasRaces);
  }

  // A race's own starting attributes, where the rules give them; 8 each otherwise.
  function startFromRace() {
    const race = entries('race').find((r) => str(r.id) === $('new-race').value);
    for (const key of ATTRIBUTES) {
      const v = race && Number.isFinite(Number(race[key])) && race[key] !== undefined ? Number(race[key]) : 8;
      $('new-' + key).value = String(v);
    }
    updateTotal();
  }

  function updateTotal() {
    const sum = ATTRIBUTES.reduce((n, key) => n + (Number($('new-' + key).value) || 0), 0);
    $('new-total').textContent = label(builder.pointsLabel || 'pointsUsed') + ' ' + sum;
  }

  function renderList() {
    const kind = listKind();
    show($('new-spells-field'), kind !== '');
    $('new-list-title').textContent = label(kind === 'skill' ? 'skills' : 'spells');
    const list = $('new-list');
    clear(list);
    const filter = $('new-filter').value.trim().toLowerCase();
    for (const e of entries(kind)) {
      const id = str(e.id);
      if (filter && !str(e.name).toLowerCase().includes(filter) && !builder.chosen.has(id)) continue;
      const item = el('li', 'pick');
      const box = el('label', 'pick-label');
      const check = el('input');
      check.type = 'checkbox';
      check.value = id;
      check.checked = builder.chosen.has(id);
      check.addEventListener('change', () => {
        if (check.checked) builder.chosen.add(id);
        else builder.chosen.delete(id);
        edited();
      });
      const need = e.iq !== undefined ? label('iq') + ' ' + e.iq : e.minInt !== undefined ? label('minInt') + ' ' + e.minInt : '';
      box.append(check, el('span', 'pick-name', e.name));
      if (need) box.append(el('span', 'pick-need muted', need));
      item.append(box);
      item.dataset.field = (kind === 'skill' ? 'skill:' : 'spell:') + id;
      item.append(el('span', 'problem'));
      list.append(item);
    }
    updateChosen();
  }

  function updateChosen() {
    const kind = listKind();
    const n = entries(kind).filter((e) => builder.chosen.has(str(e.id))).length;
    $('new-chosen').textContent = n ? '(' + n + ' ' + label('chosen') + ')' : '';
  }

  // --- Checking -----------------------------------------------------------------------------------------

  function edited() {
    builder.touched = true;
    changed();
  }

  function changed() {
    updateTotal();
    updateChosen();
    builder.legal = false;
    updateSend();
    clearTimeout(builder.timer);
    builder.timer = setTimeout(check, CHECK_DELAY_MS);
  }

  function check() {
    if (!builder.rules) return;
    const character = built();
    const key = JSON.stringify(character);
    if (!character.name) {
      showProblems(builder.touched ? [{ field: 'name', message: label('nameFirst') }] : [], key);
      return;
    }
    builder.asked = key;
    P.send({ type: 'check', character }, null, (msg) => {
      if (key !== builder.asked) return;          // the player changed something since: a newer check is coming
      if (msg.type === 'error') showProblems([{ field: '', message: str(msg.message) }], key);
      else showProblems(arr(msg.problems), key, msg.legal === true);
    });
  }

  // Each problem next to its field: "spell:ID" next to that spell, the rest by name; others at the top.
  function showProblems(problems, key, legal) {
    const form = $('new-form');
    for (const node of form.querySelectorAll('.problem')) node.textContent = '';
    for (const node of form.querySelectorAll('[data-field]')) node.classList.remove('has-problem');
    const general = $('new-problems');
    clear(general);
    for (const p of problems) {
      const field = str(p.field);
      const target = form.querySelector('[data-field="' + CSS.escape(field) + '"]')
        || (/^(spell|skill)s?:/.test(field) || field === 'skills' ? form.querySelector('[data-field="spells"]') : null);
      if (target && target.querySelector('.problem')) {
        const slot = target.querySelector(':scope > .problem');
        slot.textContent = slot.textContent ? slot.textContent + ' ' + str(p.message) : str(p.message);
        target.classList.add('has-problem');
      } else {
        general.append(el('li', 'problem-line', p.message));
      }
    }
    builder.checked = key;
    builder.legal = !!legal && problems.length === 0;
    form.dataset.legal = builder.legal ? 'true' : 'false';
    updateSend();
  }

  function updateSend() {
    const current = builder.rules ? JSON.stringify(built()) : '';
    $('new-send').disabled = !(builder.legal && builder.checked === current);
  }

  function submitNew(ev) {
    ev.preventDefault();
    const character = built();
    if (!builder.legal || builder.checked !== JSON.stringify(character)) return;
    P.send({ type: 'request', kind: 'new-character', character }, $('new-reply'), (msg) => {
      if (msg.type === 'result') startAfresh();   // sent: the form is ready for the next one, not for sending twice
    });
  }

  function startAfresh() {
    builder.touched = false;
    builder.chosen.clear();
    $('new-name').value = '';
    $('new-filter').value = '';
    startFromRace();
    renderList();
    changed();
  }

  function step(key, by) {
    const input = $('new-' + key);
    const v = Math.min(30, Math.max(1, (Number(input.value) || 0) + by));
    input.value = String(v);
    edited();
  }

  function setupBuilder() {
    const form = $('new-form');
    form.addEventListener('submit', submitNew);
    for (const b of form.querySelectorAll('[data-step]')) b.addEventListener('click', () => step(b.dataset.step, Number(b.dataset.by)));
    for (const key of ATTRIBUTES) $('new-' + key).addEventListener('input', edited);
    $('new-name').addEventListener('input', edited);
    $('new-race').addEventListener('change', () => {
      startFromRace();
      edited();
    });
    $('new-type').addEventListener('change', () => {
      renderList();
      edited();
    });
    $('new-filter').addEventListener('input', renderList);
  }

  Object.assign(P, { builderRules, setupBuilder, builder });
})();
